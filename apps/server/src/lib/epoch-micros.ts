import { sql, type SQLWrapper } from 'drizzle-orm';

/** A timestamptz as whole microseconds since the epoch, as text: exact, where a JavaScript Date keeps milliseconds. */
export const epochMicros = (timestamp: SQLWrapper) => sql<string>`(extract(epoch from ${timestamp}) * 1000000)::bigint::text`;

/** The timestamptz `micros` microseconds after the epoch; exact, as any safe integer times 1 µs is a float8 product without rounding. */
export const fromEpochMicros = (micros: number) => sql`(timestamptz 'epoch' + ${micros}::float8 * interval '1 microsecond')`;
