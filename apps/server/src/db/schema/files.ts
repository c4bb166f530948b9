import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ImageVariantFormat } from '@appstore/shared';
import { createdAt, tstz } from './common.ts';
import { fileKind } from './enums.ts';
import { organizations } from './organizations.ts';

/** A right-sized copy of an image, stored beside it (modules/files/image-variants.ts makes them). */
export interface StoredImageVariant {
  width: number;
  height: number;
  format: ImageVariantFormat;
  key: string;
}

/** Every uploaded object (listing images, payout invoices). `temp` stays true until a form that uses it is saved. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id),
    kind: fileKind('kind').notNull(),
    s3Key: text('s3_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    temp: boolean('temp').notNull().default(true),
    /** Set while one PUT to the local driver is receiving the body: another PUT to the same URL waits its turn. */
    uploadStartedAt: tstz('upload_started_at'),
    /** Set once the upload arrived and its type and dimensions were checked. */
    uploadedAt: tstz('uploaded_at'),
    /** Right-sized copies made after a saved listing first used the image; empty until then (pages use the original). */
    variants: jsonb('variants').$type<StoredImageVariant[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('files_org_idx').on(t.organizationId), index('files_temp_idx').on(t.temp, t.createdAt)],
);
