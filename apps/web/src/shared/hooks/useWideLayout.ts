import useMediaQuery from '@mui/material/useMediaQuery';
import { UI } from '../ui';

/** Spec §9: the wide layout starts at 768 px. */
export const WIDE_LAYOUT_QUERY = `(min-width:${UI.wideLayoutPx}px)`;

export function useWideLayout(): boolean {
  return useMediaQuery(WIDE_LAYOUT_QUERY, { noSsr: true });
}
