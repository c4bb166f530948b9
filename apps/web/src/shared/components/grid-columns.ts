/** Equal columns a row from each breakpoint up (MUI's xs/sm/md/lg widths). */
export interface GridColumns {
  xs: number;
  sm?: number;
  md?: number;
  lg?: number;
}

const repeat = (n: number | undefined) => (n ? `repeat(${n}, minmax(0, 1fr))` : undefined);

/** A CSS grid's `gridTemplateColumns` for `sx`: MUI's Grid layout without its module on the store's first load. */
export function gridTemplateColumns({ xs, sm, md, lg }: GridColumns) {
  return { xs: repeat(xs), sm: repeat(sm), md: repeat(md), lg: repeat(lg) };
}
