export const cardHoverSx = {
  transition: 'box-shadow 160ms ease, transform 160ms ease, border-color 160ms ease',
  '@media (hover: hover)': {
    '&:hover': {
      borderColor: 'primary.light',
      boxShadow: '0 10px 30px -12px rgba(15, 60, 55, 0.25)',
      transform: 'translateY(-2px)',
    },
  },
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '&:hover': { transform: 'none' },
  },
} as const;

export function clampLines(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  } as const;
}
