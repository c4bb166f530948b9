import { searchPath } from '../../shared/urls/catalog';
import { developerPath, docsPath } from '../../shared/urls/developer';

export interface NavItem {
  label: string;
  href: string;
  isActive: (pathname: string) => boolean;
}

/** The public header's links (spec §1). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Apps',
    href: searchPath,
    isActive: (p) => p === searchPath || p.startsWith('/app-details/'),
  },
  {
    label: 'Developers',
    href: developerPath,
    isActive: (p) => p === developerPath,
  },
  {
    label: 'Docs',
    href: docsPath,
    isActive: (p) => p.startsWith(docsPath),
  },
];
