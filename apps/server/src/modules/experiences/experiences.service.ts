import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { experiences, type ExperienceRow } from '../../db/schema/experiences.ts';
import { APP_API_PAGE_SIZE, defineCursor, lazyConnection, pageSize } from '../../lib/paging.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { CREATE_METHOD_API, experienceEvent, type ExperienceStep } from './experience-events.ts';
import { rowId } from '../../lib/node-ids.ts';
import { experienceAvailabilitySchema, experienceCreateSchema, experienceUpdateSchema } from './experiences.inputs.ts';

export interface ExperienceFilter {
  searchTerm?: string | null;
  activated?: boolean | null;
}

const EXPERIENCES_CURSOR = defineCursor('experiences', ['id']);

/** The vendor's experiences, oldest first; `searchTerm` matches the name, ignoring case. */
export async function listExperiences(
  db: Db,
  vendorId: number,
  args: { filter?: ExperienceFilter | null; first?: number | null; after?: string | null },
) {
  const size = pageSize(args.first, APP_API_PAGE_SIZE);
  const after = EXPERIENCES_CURSOR.decode(args.after);
  const term = args.filter?.searchTerm?.trim().toLowerCase();
  const where = and(
    eq(experiences.vendorId, vendorId),
    term ? sql`lower(${experiences.name}) like ${`%${escapeLike(term)}%`}` : undefined,
    args.filter?.activated != null ? eq(experiences.activated, args.filter.activated) : undefined,
  );
  const page = await db
    .select()
    .from(experiences)
    .where(and(where, after ? gt(experiences.id, after[0]) : undefined))
    .orderBy(asc(experiences.id))
    .limit(size + 1);
  const count = async () =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(experiences)
          .where(where)
      )[0]?.n ?? 0,
    );
  return lazyConnection(page, size, count, (e) => EXPERIENCES_CURSOR.encode([e.id]), after !== null);
}

/** One of the vendor's experiences; another vendor's answers exactly as a missing one. */
export async function getExperience(db: Db, vendorId: number, id: string, opts: { forUpdate?: boolean } = {}): Promise<ExperienceRow> {
  const query = db
    .select()
    .from(experiences)
    .where(and(eq(experiences.vendorId, vendorId), eq(experiences.id, rowId('Experience', id))));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Experience not found');
  return row;
}

/** Locks an experience by its row id, for a booking change that re-checks its seats. */
export async function lockExperienceRow(db: Db, experienceId: number): Promise<ExperienceRow> {
  const [row] = await db.select().from(experiences).where(eq(experiences.id, experienceId)).for('update');
  if (!row) throw new NotFoundError('Experience not found');
  return row;
}

export async function createExperience(db: Db, vendorId: number, input: unknown): Promise<ExperienceRow> {
  const values = parseInput(experienceCreateSchema, input);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(experiences)
      .values({ ...values, vendorId })
      .returning();
    await experienceEvent(tx, 'EXPERIENCES_CREATE', row!, { createMethod: CREATE_METHOD_API });
    return row;
  });
}

const STEP_OF_FIELD: Record<string, ExperienceStep> = {
  name: 'DETAILS',
  description: 'DETAILS',
  price: 'PRICING',
  currency: 'PRICING',
  activated: 'ACTIVATION',
};

/** Locks one of the vendor's experiences and writes `changes` to it; another vendor's answers as a missing one. */
async function changeExperience(tx: Db, vendorId: number, id: string, changes: Partial<ExperienceRow>): Promise<ExperienceRow> {
  const current = await getExperience(tx, vendorId, id, { forUpdate: true });
  const [row] = await tx
    .update(experiences)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(experiences.id, current.id))
    .returning();
  return row!;
}

/**
 * Changes the fields given. The EXPERIENCES_UPDATE body carries `activated`, the `step` changed (the first of
 * DETAILS, PRICING, ACTIVATION that the input touches) and `changedFields`, every input field given.
 */
export async function updateExperience(db: Db, vendorId: number, id: string, input: unknown): Promise<ExperienceRow> {
  const parsed = parseInput(experienceUpdateSchema, input);
  const changes = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v != null)) as Partial<ExperienceRow>;
  const changedFields = Object.keys(STEP_OF_FIELD).filter((f) => f in changes);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await changeExperience(tx, vendorId, id, changes);
    await experienceEvent(tx, 'EXPERIENCES_UPDATE', row, {
      activated: row.activated,
      step: STEP_OF_FIELD[changedFields[0]!],
      changedFields,
    });
    return row;
  });
}

/** Seats per date (null: no limit) and a note; fires EXPERIENCES_AVAILABILITY_UPDATE with both. */
export async function updateExperienceAvailability(db: Db, vendorId: number, id: string, input: unknown): Promise<ExperienceRow> {
  const parsed = parseInput(experienceAvailabilitySchema, input);
  const changes: Partial<ExperienceRow> = {};
  if (parsed.availableSeats !== undefined) changes.availableSeats = parsed.availableSeats;
  if (parsed.availabilityNote !== undefined) changes.availabilityNote = parsed.availabilityNote || null;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await changeExperience(tx, vendorId, id, changes);
    await experienceEvent(tx, 'EXPERIENCES_AVAILABILITY_UPDATE', row, {
      availableSeats: row.availableSeats,
      availabilityNote: row.availabilityNote,
    });
    return row;
  });
}

export type { ExperienceRow };
