/** Wall time of `runs` sequential calls of one statement, in ms: for timing a rollup against the statement it replaced. */
export async function timeRuns(runs: number, statement: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    await statement();
    times.push(performance.now() - started);
  }
  return times;
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
