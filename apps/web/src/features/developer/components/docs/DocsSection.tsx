import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A top-level section of the developer guide; `id` is its anchor in the table of contents. */
export function DocsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{
        scrollMarginTop: 88,
        pt: { xs: 4, md: 5 },
        '& p': { lineHeight: 1.75 },
        '& h3': { mt: 3.5, mb: 1 },
      }}
    >
      <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function DocsSubheading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3">
      {children}
    </Typography>
  );
}

export function P({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" sx={{ my: 1.5 }}>
      {children}
    </Typography>
  );
}

/** Inline code. */
export function C({ children }: { children: ReactNode }) {
  return (
    <Box
      component="code"
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.88em',
        bgcolor: '#eef4f3',
        borderRadius: '6px',
        px: 0.6,
        py: 0.15,
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}

export function Steps({ children }: { children: ReactNode }) {
  return (
    <Box component="ol" sx={{ pl: 3, my: 1.5, '& li': { mb: 1, lineHeight: 1.75 } }}>
      {children}
    </Box>
  );
}

export function Bullets({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1.5, '& li': { mb: 0.75, lineHeight: 1.75 } }}>
      {children}
    </Box>
  );
}
