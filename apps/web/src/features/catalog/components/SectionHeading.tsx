import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionHeading({ id, title, aside }: { id?: string; title: string; aside?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: { xs: 2, md: 3 }, flexWrap: 'wrap' }}>
      <Typography id={id} variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' } }}>
        {title}
      </Typography>
      {aside}
    </Box>
  );
}
