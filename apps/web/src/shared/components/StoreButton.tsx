import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { alpha, styled, type Theme } from '@mui/material/styles';
import type { SxProps } from '@mui/system';
import { LinkBehavior } from './LinkBehavior';

/**
 * The public store's button: a native `<button>`, or a link when it has an `href`, drawn like the theme's MUI
 * Button. MUI's Button brings ButtonBase, its ripple, react-transition-group and CircularProgress, about 7 KB
 * brotli that every store page would load before it is interactive (the budget is 120 KB: `npm run size`); the store needs
 * none of them. The partner portal keeps MUI's Button.
 */
export interface StoreButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: 'text' | 'contained' | 'outlined';
  color?: 'primary' | 'secondary';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** A square button holding one icon (give it an aria-label). */
  iconOnly?: boolean;
  startIcon?: ReactNode;
  href?: string;
  target?: string;
  rel?: string;
  sx?: SxProps<Theme>;
}

type Look = Required<Pick<StoreButtonProps, 'variant' | 'color' | 'size' | 'iconOnly' | 'fullWidth'>>;

/** Props that style the button and never reach the DOM (`as` stays with emotion, which swaps the tag). */
const STYLE_PROPS = new Set(['variant', 'color', 'size', 'iconOnly', 'fullWidth', 'sx', 'as', 'theme', 'ownerState']);

const Root = styled('button', { shouldForwardProp: (prop) => !STYLE_PROPS.has(prop as string) })<Look>(({
  theme,
  variant,
  color,
  size,
  iconOnly,
  fullWidth,
}) => {
  const palette = theme.palette[color];
  const large = size === 'large';
  const small = size === 'small';
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    boxSizing: 'border-box',
    minWidth: iconOnly ? 0 : 64,
    width: fullWidth ? '100%' : undefined,
    margin: 0,
    // a 1 px border on every variant keeps the box the same size whichever variant it is
    padding: iconOnly ? 7 : large ? '9px 23px' : small ? '3px 9px' : '5px 17px',
    border: '1px solid',
    borderColor: variant === 'outlined' ? alpha(palette.main, 0.5) : 'transparent',
    borderRadius: iconOnly ? '50%' : 10,
    backgroundColor: variant === 'contained' ? palette.main : 'transparent',
    color: variant === 'contained' ? palette.contrastText : iconOnly ? theme.palette.action.active : palette.main,
    fontFamily: theme.typography.fontFamily,
    fontWeight: 600,
    fontSize: large ? '1rem' : small ? '0.8125rem' : '0.875rem',
    lineHeight: 1.75,
    textDecoration: 'none',
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 200ms ease, border-color 200ms ease, color 200ms ease',
    '& > svg': { fontSize: iconOnly ? 24 : small ? 18 : 20 },
    // only where there is a pointer that hovers: on a phone a tap would leave the tint on
    '@media (hover: hover)': {
      '&:hover': {
        backgroundColor: variant === 'contained' ? palette.dark : alpha(iconOnly ? theme.palette.action.active : palette.main, 0.06),
        borderColor: variant === 'outlined' ? palette.main : undefined,
      },
    },
    '&:focus-visible': { outline: `3px solid ${alpha(theme.palette.primary.main, 0.55)}`, outlineOffset: 2 },
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'default',
      pointerEvents: 'none',
      color: theme.palette.action.disabled,
      backgroundColor: variant === 'contained' ? theme.palette.action.disabledBackground : 'transparent',
      borderColor: variant === 'outlined' ? theme.palette.action.disabledBackground : 'transparent',
    },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  };
});

export const StoreButton = forwardRef<HTMLButtonElement & HTMLAnchorElement, StoreButtonProps>(function StoreButton(
  {
    variant = 'text',
    color = 'primary',
    size = 'medium',
    iconOnly = false,
    fullWidth = false,
    startIcon,
    href,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  const look = { variant, color, size, iconOnly, fullWidth };
  const content = (
    <>
      {startIcon}
      {children}
    </>
  );
  if (href !== undefined) {
    // a link cannot be disabled: a disabled one loses its target and leaves the tab order, as MUI's does
    const { disabled, ...linkProps } = rest;
    const link = disabled ? { ...linkProps, 'aria-disabled': true, tabIndex: -1 } : { ...linkProps, href };
    return (
      <Root as={disabled ? 'a' : LinkBehavior} ref={ref} {...look} {...(link as object)}>
        {content}
      </Root>
    );
  }
  return (
    <Root ref={ref} type={type} {...look} {...rest}>
      {content}
    </Root>
  );
});
