import { alpha, createTheme } from '@mui/material/styles';
import { BRAND, FONT_FAMILY as fontFamily } from '@appstore/shared/brand/brand';
import { LinkBehavior } from '../shared/components/LinkBehavior';

const brand = {
  main: BRAND.primary,
  dark: BRAND.primaryDark,
  light: BRAND.primaryLight,
  contrastText: '#ffffff',
};

export const theme = createTheme({
  cssVariables: false,
  palette: {
    mode: 'light',
    primary: brand,
    secondary: { main: '#f59e0b', dark: '#b45309', light: '#fcd34d', contrastText: '#1f2937' },
    // MUI's default warning orange (#ed6c02) is 3.2:1 on white; amber 700 is 5:1, so warning text and buttons stay readable
    warning: { main: '#b45309', dark: '#92400e', light: '#f59e0b', contrastText: '#ffffff' },
    background: { default: BRAND.background, paper: BRAND.paper },
    // disabled labels and help text stay readable (4.8:1 on white, 4.5:1 on the page background; MUI's default is 2.6:1)
    text: { primary: BRAND.text, secondary: BRAND.textSecondary, disabled: '#687573' },
    divider: BRAND.divider,
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.1 },
    h2: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    subtitle1: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        body: { WebkitFontSmoothing: 'antialiased', overflowX: 'hidden' },
        ':focus-visible': {
          outline: `3px solid ${alpha(theme.palette.primary.main, 0.55)}`,
          outlineOffset: 2,
        },
        'a:not([class])': { color: theme.palette.primary.main },
        img: { maxWidth: '100%' },
      }),
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, paddingInline: 18 },
        sizeLarge: { paddingBlock: 10, paddingInline: 24, fontSize: '1rem' },
      },
    },
    MuiButtonBase: {
      defaultProps: { LinkComponent: LinkBehavior },
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: `3px solid ${alpha(theme.palette.primary.main, 0.55)}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    MuiCardActionArea: {
      styleOverrides: {
        // Cards clip their overflow, so the focus ring goes inside.
        root: { '&.Mui-focusVisible': { outlineOffset: -3 } },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 16,
          borderColor: theme.palette.divider,
        }),
      },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: theme.palette.background.paper,
          borderRadius: 10,
        }),
      },
    },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: 10 } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover', component: LinkBehavior },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
  },
});
