import type { Db } from '../../db/client.ts';
import { runBilling } from './ledger.ts';

const HOUR = 3_600_000;

/**
 * Bills what has fallen due now and then every hour, so partners see the month's earnings as they grow.
 * A failed run is only logged: the next one picks up everything it missed. Answers a function that stops it.
 */
export function scheduleBilling(deps: { db: Db; partnerShare: number }, log: (err: unknown) => void): () => void {
  const run = () => void runBilling(deps.db, { now: new Date(), partnerShare: deps.partnerShare }).catch(log);
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
