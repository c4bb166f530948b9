import { pageTitle } from '../../../shared/hooks/useDocumentTitle';

/** `/apps`' title: the term searched for, or all apps. */
export const searchPageTitle = (q: string) => pageTitle(q ? `Search: ${q}` : 'Apps');
