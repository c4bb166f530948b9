import type { Db } from '../../db/client.ts';
import { accountOwnerEmails } from '../accounts/accounts.queries.ts';
import { findBusinessEmail } from './organizations.queries.ts';

/**
 * Who hears about decisions on an organisation's apps: its account owners and its business e-mail, plus
 * any `extra` addresses (the payout contact for payout decisions), each address once.
 */
export async function organizationRecipients(
  db: Db,
  organizationId: number,
  extra: readonly (string | null | undefined)[] = [],
): Promise<string[]> {
  // one after the other: `db` may be a transaction, whose one connection runs one query at a time anyway
  const owners = await accountOwnerEmails(db, organizationId);
  const businessEmail = await findBusinessEmail(db, organizationId);
  const all = [...owners, ...[businessEmail, ...extra].filter((e): e is string => Boolean(e))];
  return [...new Map(all.map((e) => [e.toLowerCase(), e])).values()];
}
