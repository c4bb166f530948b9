import { useEffect } from 'react';

export const APP_TITLE = 'App Store';

/** Sets `document.title`; `null` leaves it alone (e.g. while the data loads). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

export function pageTitle(name?: string): string {
  return name ? `${name} | ${APP_TITLE}` : APP_TITLE;
}
