import { UI } from '../ui';

/** Spec §2, §9: the preview drawer is Small (400 px), Medium (50 % of the window) or Large (80 %). */
export const PREVIEW_SIZES = ['small', 'medium', 'large'] as const;
export type PreviewSize = (typeof PREVIEW_SIZES)[number];

export const PREVIEW_SIZE_LABELS: Record<PreviewSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

const SMALL_PX = 400;
const SHARE: Record<Exclude<PreviewSize, 'small'>, number> = { medium: 0.5, large: 0.8 };

/**
 * The drawer's width in px for a window `windowWidth` px wide. Below the wide layout (768 px) a share of
 * the window is too narrow to read, and a window narrower than the chosen width cannot hold it: both take
 * the whole window.
 */
export function previewDrawerWidth(size: PreviewSize, windowWidth: number): number {
  if (windowWidth < UI.wideLayoutPx) return windowWidth;
  const width = size === 'small' ? SMALL_PX : Math.round(windowWidth * SHARE[size]);
  return Math.min(width, windowWidth);
}

/**
 * Breakpoints for the drawer's content, shifted so that media queries on the window answer as if the
 * window were only the drawer's width: `min-width: v + (window - drawer)` holds exactly when the drawer is
 * at least `v` wide. The previewed page then lays out as it would on a screen of that size.
 */
export function drawerBreakpoints<K extends string>(
  values: Readonly<Record<K, number>>,
  windowWidth: number,
  drawerWidth: number,
): Record<K, number> {
  const shift = Math.max(0, windowWidth - drawerWidth);
  const shifted = {} as Record<K, number>;
  for (const key of Object.keys(values) as K[]) {
    // the smallest breakpoint (xs = 0) always applies
    shifted[key] = values[key] === 0 ? 0 : values[key] + shift;
  }
  return shifted;
}
