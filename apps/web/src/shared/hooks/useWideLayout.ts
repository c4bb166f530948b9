import useMediaQuery from '@mui/material/useMediaQuery';
import { UI } from '../ui';

/** Spec §9: the wide layout starts at 768 px. */
export const WIDE_LAYOUT_QUERY = `(min-width:${UI.wideLayoutPx}px)`;

/**
 * The same breakpoint as a CSS media query, for what the server renders: a page that shows or hides parts by
 * CSS looks right at its first paint and hydrates without a change, where useWideLayout only knows after it.
 */
export const WIDE_LAYOUT_MEDIA = `@media ${WIDE_LAYOUT_QUERY}`;

/** For what appears only after the page has loaded (drawers, dialogs); not for the server-rendered store. */
export function useWideLayout(): boolean {
  return useMediaQuery(WIDE_LAYOUT_QUERY, { noSsr: true });
}
