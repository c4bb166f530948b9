import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FeatureTileProps {
  icon: ReactNode;
  title: string;
  text: string;
  href: string;
  linkText: string;
}

export function FeatureTile({ icon, title, text, href, linkText }: FeatureTileProps) {
  return (
    <Card sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column' }}>
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          borderRadius: '12px',
          bgcolor: '#e6f4f1',
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {icon}
      </Box>
      <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, flexGrow: 1 }}>
        {text}
      </Typography>
      <Link href={href} sx={{ mt: 2, fontWeight: 600 }}>
        {linkText}
      </Link>
    </Card>
  );
}
