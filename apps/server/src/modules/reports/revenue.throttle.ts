import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { Db } from '../../db/client.ts';
import { RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { takeAttempt, tryAgainIn, type ThrottleRule } from '../accounts/throttle.ts';

/**
 * The revenue report reads every installation's months from the ledger: seconds for a large partner until it has
 * a rollup (docs/REVENUE.md). So one user's requests may not hold the database's connections. The reports page is
 * the portal's home and asks for one each time it opens, so the allowance is far above a person's clicking; the
 * counter lives in the database (rate_limits), so every server process takes from the same one. The card and its
 * CSV take from it alike.
 */
export const REVENUE_REPORTS_PER_USER: ThrottleRule = { limit: 120, windowSeconds: 10 * 60 };

/**
 * At most this many revenue statements run at once in a process, whoever asks: they would otherwise hold the
 * connections of its pool (the resource is the process's own) while every other request waits for one. Others
 * queue; past QUEUE_LIMIT waiting they are refused at once.
 */
export const REVENUE_STATEMENTS_AT_ONCE = 2;
const QUEUE_LIMIT = 50;
export const REVENUE_BUSY = 'The revenue report is busy. Try again in a few seconds.';

let running = 0;
const waiting: (() => void)[] = [];

export async function oneOfFewRevenueStatements<T>(work: () => Promise<T>): Promise<T> {
  if (running < REVENUE_STATEMENTS_AT_ONCE) running++;
  else if (waiting.length >= QUEUE_LIMIT) throw new RateLimitedError(REVENUE_BUSY, 5);
  // a finished statement hands its place straight to the next in line, so no newcomer slips in between
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const REVENUE_REPORTS_LIMITED = 'Too many revenue reports.';
export const ONE_REVENUE_REPORT = 'Ask for one revenue report per request.';

export async function takeRevenueReport(db: Db, userId: number): Promise<void> {
  const taken = await takeAttempt(db, [{ key: `revenue-report:user:${userId}`, rule: REVENUE_REPORTS_PER_USER }]);
  if ('retryAfterSeconds' in taken)
    throw new RateLimitedError(`${REVENUE_REPORTS_LIMITED} ${tryAgainIn(taken.retryAfterSeconds)}`, taken.retryAfterSeconds);
}

/** Refuses an operation that asks for the field more than once (aliases, fragments): each would run the statement. */
export function requireOneRootField(info: GraphQLResolveInfo, field: string): void {
  const count = (set: SelectionSetNode, seen: Set<string>): number =>
    set.selections.reduce((n, s) => {
      if (s.kind === 'Field') return n + (s.name.value === field ? 1 : 0);
      if (s.kind === 'InlineFragment') return n + count(s.selectionSet, seen);
      const name = s.name.value;
      const fragment = info.fragments[name];
      if (!fragment || seen.has(name)) return n;
      return n + count(fragment.selectionSet, new Set([...seen, name]));
    }, 0);
  if (count(info.operation.selectionSet, new Set()) > 1) throw new ValidationError([{ field, message: ONE_REVENUE_REPORT }]);
}
