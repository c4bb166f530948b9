import { sql, type SQL } from 'drizzle-orm';
import type { ImageVariantFormat } from '@appstore/shared';

/** An image file as listings show it: the original and its right-sized copies. */
export interface ImageRow {
  id: number;
  s3Key: string;
  fileName: string;
  fileType: string;
  width: number | null;
  height: number | null;
  size: number;
  temp: boolean;
  /** Right-sized copies (files.variants); empty until they are made. */
  variants: { width: number; height: number; format: ImageVariantFormat; key: string }[];
}

/** An ImageRow as JSON, built in SQL from the files row joined as `alias` (null when the join found none). */
export const imageJson = (alias: string): SQL =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object(
    'id', ${alias}.id, 's3Key', ${alias}.s3_key, 'fileName', ${alias}.file_name, 'fileType', ${alias}.file_type,
    'width', ${alias}.width, 'height', ${alias}.height, 'size', ${alias}.size, 'temp', ${alias}.temp,
    'variants', ${alias}.variants) end`);
