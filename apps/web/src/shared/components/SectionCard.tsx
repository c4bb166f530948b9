import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface SectionCardProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Buttons on the right of the title (they wrap under it on narrow cards). */
  action?: ReactNode;
  children: ReactNode;
  /** For links to the card. */
  id?: string;
  'data-testid'?: string;
}

/** One titled card of a screen made of cards (the app dashboard, the review screen). */
export function SectionCard({ title, subtitle, action, children, id, 'data-testid': testId }: SectionCardProps) {
  return (
    <Card
      component="section"
      id={id}
      aria-label={title}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0, scrollMarginTop: 80 }}
    >
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
        {action && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{action}</Box>}
      </Box>
      {children}
    </Card>
  );
}
