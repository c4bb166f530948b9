import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface PageProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right of the title (below it on narrow screens). */
  actions?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children?: ReactNode;
  'data-testid'?: string;
}

/** A partner-area screen: its heading, optional actions, then the content. */
export function Page({ title, subtitle, actions, maxWidth = 'lg', children, 'data-testid': testId }: PageProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 4 }, flex: 1 }} data-testid={testId}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 3, md: 4 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.75 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      {children}
    </Container>
  );
}
