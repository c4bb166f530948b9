import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { isListedInStore, listedApp, listedAppSql } from './listed-in-store.ts';

const dialect = new PgDialect();
const app = { status: 'PUBLISHED', type: 'PUBLIC', deletedAt: null } as const;

describe('listed in the store', () => {
  it('is a published public app that is not deleted', () => {
    expect(isListedInStore(app)).toBe(true);
    expect(isListedInStore({ ...app, status: 'UNPUBLISHED' })).toBe(false);
    expect(isListedInStore({ ...app, status: 'IN_REVIEW' })).toBe(false);
    expect(isListedInStore({ ...app, type: 'CUSTOM' })).toBe(false);
    expect(isListedInStore({ ...app, deletedAt: new Date() })).toBe(false);
  });
  it('says the same in raw SQL and in Drizzle', () => {
    expect(dialect.sqlToQuery(listedAppSql).sql).toBe("a.status = 'PUBLISHED' and a.type = 'PUBLIC' and a.deleted_at is null");
    const drizzle = dialect.sqlToQuery(listedApp);
    expect(drizzle.sql.replaceAll('"apps".', 'a.').replaceAll('"', '').replace(/[()]/g, '')).toBe(
      'a.status = $1 and a.type = $2 and a.deleted_at is null',
    );
    expect(drizzle.params).toEqual(['PUBLISHED', 'PUBLIC']);
  });
});
