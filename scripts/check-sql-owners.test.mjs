import { describe, expect, it } from 'vitest';
import { compareWithAllowlist, foreignReadsIn, tableOwners } from './check-sql-owners.mjs';

const owners = new Map([
  ['apps', 'apps'],
  ['app_listings', 'listings'],
  ['webhook_deliveries', 'webhooks'],
]);
const inWebhooks = 'apps/server/src/modules/webhooks/delivery/queue.ts';

describe('the raw-SQL table owners check', () => {
  it('reads every domain’s tables from its schema file', () => {
    const real = tableOwners();
    expect(real.get('apps')).toBe('apps');
    expect(real.get('webhook_subscriptions')).toBe('webhooks');
    expect(real.get('webhook_deliveries')).toBe('webhook-delivery');
    // the job queue's table belongs to no domain
    expect(real.has('jobs')).toBe(false);
  });

  it('finds another domain’s table in a template, a raw string and an imported *Sql name, by the const or function holding it', () => {
    const source = `
      import { sql } from 'drizzle-orm';
      import { appListingsSql } from '../../listings/listings.queries.ts';
      export async function due(db) {
        return db.execute(sql\`select d.id from webhook_deliveries d join apps a on a.id = d.app_id where \${1}\`);
      }
      const backlog = () => sql\`select 1 from webhook_deliveries d, \${appListingsSql} l\`;
      export const raw = (db) => db.execute('delete from app_listings where id = 1');`;
    expect(foreignReadsIn(inWebhooks, source, owners)).toEqual([
      { holder: 'due', reads: ['apps'] },
      { holder: 'backlog', reads: ['appListingsSql'] },
      { holder: 'raw', reads: ['app_listings'] },
    ]);
  });

  it('passes a domain’s own tables, column names that look like tables, and text outside SQL', () => {
    const source = `
      import { sql } from 'drizzle-orm';
      const own = sql\`update webhook_deliveries set status = 'SENT' where app_id = \${1}\`;
      const column = sql\`select count(*) as apps, d.apps from webhook_deliveries d\`;
      const message = 'select from apps';`;
    expect(foreignReadsIn(inWebhooks, source, owners)).toEqual([]);
  });

  it('fails a read outside the list, a listed read that is gone, a moved file and an entry without a reason', () => {
    const found = [{ domain: 'webhooks', file: 'webhooks/delivery/queue.ts', holder: 'due', reads: ['apps', 'appsSql'] }];
    const entry = { domain: 'webhooks', file: 'webhooks/queue.ts', holder: 'due', reads: ['apps', 'files'], reason: '' };
    expect(compareWithAllowlist(found, [entry])).toEqual([
      'scripts/sql-owners-allowlist.json: due moved from webhooks/queue.ts to webhooks/delivery/queue.ts: update its domain and file.',
      expect.stringContaining('webhooks/delivery/queue.ts (due) reads appsSql of another domain'),
      'scripts/sql-owners-allowlist.json: due (webhooks/queue.ts) no longer reads files: take them off.',
      'scripts/sql-owners-allowlist.json: due (webhooks/queue.ts) gives no reason.',
    ]);
    expect(compareWithAllowlist(found, [{ ...entry, file: found[0].file, reads: ['apps', 'appsSql'], reason: 'why' }])).toEqual([]);
  });
});
