import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** New pages start at the top; back/forward keeps the browser's own scroll restoration. */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
