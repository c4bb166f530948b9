/** A drawer entry as far as matching the current path goes. */
export interface NavTarget {
  href: string;
  /** Only the exact path selects it (the portal home), not the paths below it. */
  exact?: boolean;
}

/** Whether the drawer marks `item` as the current screen: its path, or (unless exact) any path below it. */
export function isNavItemActive(item: NavTarget, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.href) return true;
  return !item.exact && path.startsWith(`${item.href}/`);
}
