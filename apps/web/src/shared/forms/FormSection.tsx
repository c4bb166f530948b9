import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** A titled group of fields in a form: the title and description beside the fields on wide screens. */
export function FormSection({ title, description, children, 'data-testid': testId }: FormSectionProps) {
  return (
    // No aria-labelledby: a labelled section would share its name with a field (e.g. 'Password') for getByLabel.
    <Card component="section" data-testid={testId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' } }}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          {children}
        </Stack>
      </Box>
    </Card>
  );
}
