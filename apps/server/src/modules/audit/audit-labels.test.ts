import { describe, expect, it } from 'vitest';
import { STAFF_ACTOR_NAME } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { provideAuditDirectory, type AuditDirectory } from './audit-directory.ts';
import { labelAuditPage } from './audit-labels.ts';
import type { AuditEntryRow } from './audit-log.queries.ts';

const db = {} as Db;
const reads: string[] = [];
const names =
  (kind: string, known: Record<number, string>) =>
  async (_db: Db, ids: number[]): Promise<Map<number, string>> => {
    reads.push(`${kind}:${ids.join(',')}`);
    return new Map(ids.filter((id) => id in known).map((id) => [id, known[id]!]));
  };
const directory: AuditDirectory = {
  people: async (_db, ids) => {
    reads.push(`people:${ids.join(',')}`);
    const known = [
      { id: 1, name: 'Olive Acme', email: 'owner@acme.test', organizationId: 10 },
      { id: 2, name: '', email: 'blank@acme.test', organizationId: 10 },
      { id: 3, name: 'Sam Staff', email: 'sam@staff.test', organizationId: 99 },
    ];
    return new Map(known.filter((p) => ids.includes(p.id)).map((p) => [p.id, p]));
  },
  peopleByName: async () => [],
  organizationNames: names('organizations', { 10: 'Acme' }),
  targetNames: { app: names('app', { 5: 'Ledger Pal' }), user: names('user', { 2: '' }) },
};

const entry = (id: number, actorUserId: number | null, targetType: string | null, targetId: string | null): AuditEntryRow => ({
  id,
  createdAt: new Date(0),
  action: 'app.create',
  details: null,
  organizationId: 10,
  actorUserId,
  targetType,
  targetId,
});

describe('naming a page of audit entries', () => {
  const page = [
    entry(6, 1, 'app', '5'),
    entry(5, 1, 'app', '5'),
    entry(4, 2, 'user', '2'),
    entry(3, 3, 'app', '6'),
    entry(2, null, 'app', 'not-a-number'),
    entry(1, 1, 'organization', '10'),
  ];

  it('names actors, organisations and targets by one read per kind, and hides who staff are from a partner', async () => {
    provideAuditDirectory(directory);
    reads.length = 0;
    const rows = await labelAuditPage(db, { organizationId: 10, namesStaff: false }, page);
    expect(reads.sort()).toEqual(['app:5,6', 'organizations:10', 'people:1,2,3', 'user:2']);
    expect(rows.map((r) => [r.actorId, r.actorName, r.actorEmail, r.byStaff, r.organizationName, r.targetLabel])).toEqual([
      [1, 'Olive Acme', 'owner@acme.test', false, 'Acme', 'Ledger Pal'],
      [1, 'Olive Acme', 'owner@acme.test', false, 'Acme', 'Ledger Pal'],
      // an empty name is no name for the actor, but is the target's name as its row holds it
      [2, null, 'blank@acme.test', false, 'Acme', ''],
      [null, STAFF_ACTOR_NAME, null, true, 'Acme', null],
      // a removed user, and a target id that is no key
      [null, null, null, false, 'Acme', null],
      // a kind of target the log names nothing of
      [1, 'Olive Acme', 'owner@acme.test', false, 'Acme', null],
    ]);
  });

  it("names staff in the staff desk's log", async () => {
    provideAuditDirectory(directory);
    const [row] = await labelAuditPage(db, { organizationId: null, namesStaff: true }, [page[3]!]);
    expect(row).toMatchObject({ actorId: 3, actorName: 'Sam Staff', actorEmail: 'sam@staff.test', byStaff: true });
  });
});
