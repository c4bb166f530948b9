import { useEffect, useLayoutEffect, useRef } from 'react';
import { retryDelay } from './retry-schedule';

/**
 * While a screen cannot reach the server: calls `retry` when the browser says it is back online, and
 * otherwise now and then with growing pauses (retry-schedule.ts), until the screen goes away.
 */
export function useAutoRetry(retry: () => Promise<unknown>): void {
  const latest = useRef(retry);
  useLayoutEffect(() => {
    latest.current = retry;
  });

  useEffect(() => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const run = () => {
      clearTimeout(timer);
      void latest.current().finally(() => {
        if (!stopped) schedule();
      });
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(run, retryDelay(attempt++));
    };
    const onOnline = () => {
      attempt = 0;
      run();
    };
    schedule();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
