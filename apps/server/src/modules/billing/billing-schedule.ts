import type { Db } from '../../db/client.ts';
import { convertPendingBookingFees, type BillingTerms } from './booking-fees.ts';
import { runBilling } from './ledger.ts';

const HOUR = 3_600_000;

/**
 * Bills what has fallen due now and then every hour, so partners see the month's earnings as they grow, and
 * converts booking fees that waited for an exchange rate the table now has. Fees still waiting are logged by
 * currency, so the operator knows which rate EXCHANGE_RATES lacks. A failed run is only logged: the next one
 * picks up everything it missed. Answers a function that stops it.
 */
export function scheduleBilling(
  deps: { db: Db } & BillingTerms,
  log: { error: (err: unknown) => void; waiting: (currencies: string[]) => void },
): () => void {
  const run = async () => {
    const now = new Date();
    await runBilling(deps.db, { now, partnerShare: deps.partnerShare });
    const { waiting } = await convertPendingBookingFees(deps.db, deps, now);
    if (waiting.length) log.waiting(waiting);
  };
  const tick = () => void run().catch(log.error);
  tick();
  const timer = setInterval(tick, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
