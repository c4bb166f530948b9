/**
 * How the web app looks and feels: sizes and times of the screens, not business rules (those are
 * packages/shared's LIMITS). The chart height and the breakpoint are the spec's (§2), the rest our choice.
 */
export const UI = {
  /** From this width the portal keeps its drawer open and forms show their preview beside them. */
  wideLayoutPx: 768,
  drawerWidthPx: 240,
  chartHeight: 150,
  teamSearchDebounceMs: 500,
  /** How long the login page's notice (e.g. 'e-mail verified') stays. */
  loginNoticeMs: 12_000,
} as const;
