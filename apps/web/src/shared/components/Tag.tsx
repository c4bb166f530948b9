import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface TagProps {
  label: ReactNode;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined';
  color?: 'default' | 'primary';
  'data-testid'?: string;
}

/**
 * A static label drawn like the theme's MUI Chip: the store shows chips only as text, and MUI's Chip brings
 * ButtonBase and its ripple (about 2.5 KB brotli on a store page's first load).
 */
export function Tag({ label, size = 'medium', variant = 'filled', color = 'default', ...rest }: TagProps) {
  const small = size === 'small';
  return (
    <Box
      component="span"
      {...rest}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        boxSizing: 'border-box',
        height: small ? 24 : 32,
        px: small ? '7px' : '11px',
        borderRadius: 16,
        border: '1px solid',
        borderColor: variant === 'outlined' ? (color === 'primary' ? 'primary.main' : 'rgba(0,0,0,0.23)') : 'transparent',
        bgcolor: variant === 'filled' ? 'rgba(0,0,0,0.08)' : 'transparent',
        color: color === 'primary' ? 'primary.main' : 'text.primary',
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {label}
    </Box>
  );
}
