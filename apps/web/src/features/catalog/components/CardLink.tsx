import { alpha, styled } from '@mui/material/styles';
import { LinkBehavior } from '../../../shared/components/LinkBehavior';

/**
 * The whole card as one link, drawn as MUI's CardActionArea (which brings ButtonBase and its ripple to every
 * store page's first load). Cards clip their overflow, so the focus ring goes inside.
 */
export const CardLink = styled(LinkBehavior)(({ theme }) => ({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  color: 'inherit',
  textDecoration: 'none',
  textAlign: 'inherit',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 200ms ease',
  '@media (hover: hover)': { '&:hover': { backgroundColor: alpha(theme.palette.text.primary, 0.03) } },
  '&:focus-visible': { outline: `3px solid ${alpha(theme.palette.primary.main, 0.55)}`, outlineOffset: -3 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));
