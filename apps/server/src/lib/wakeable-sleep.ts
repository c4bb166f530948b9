/**
 * The pause of a background loop between looks at its queue, which `wake` ends early (work freed up, or the loop
 * is stopping). One pause at a time; `wake` without one does nothing.
 */
export function wakeableSleep() {
  let wake: (() => void) | null = null;
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      }),
    wake: () => wake?.(),
  };
}
