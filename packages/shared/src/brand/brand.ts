/**
 * The product's look in one place: the web app's MUI theme and the server-rendered pages (vendor sign-in,
 * installed apps, OAuth consent, tax form) read the same colours and type, so neither drifts from the other.
 */
export const BRAND = {
  primary: '#0f766e',
  primaryDark: '#115e59',
  primaryLight: '#14b8a6',
  /** The logo's highlighted square. */
  accent: '#5eead4',
  background: '#f6f8f8',
  paper: '#ffffff',
  text: '#0f1f1d',
  textSecondary: '#4b5c5a',
  divider: '#e2e8e7',
} as const;

/** Inter where the system has it, else each platform's own UI font. */
const FONTS = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'];
export const FONT_FAMILY = FONTS.join(',');
