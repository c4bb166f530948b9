import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface ReviewCardProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Something on the right of the title, e.g. a pass/fail chip. */
  aside?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** One titled section of the review screen. */
export function ReviewCard({ title, subtitle, aside, children, 'data-testid': testId }: ReviewCardProps) {
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {aside}
      </Box>
      {children}
    </Card>
  );
}
