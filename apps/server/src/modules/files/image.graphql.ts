import { IMAGE_VARIANT_FORMATS } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import type { ImageRow } from './image.ts';

const ImageVariantFormatEnum = builder.enumType('ImageVariantFormat', { values: IMAGE_VARIANT_FORMATS });

const ImageVariantRef = builder.objectRef<ImageRow['variants'][number]>('ImageVariant').implement({
  description: 'A right-sized copy of an image, in WebP or in the format of the original. Its URL never changes what it serves.',
  fields: (t) => ({
    url: t.string({ resolve: (variant, _args, ctx) => ctx.storage.publicUrl(variant.key) }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    format: t.field({ type: ImageVariantFormatEnum, resolve: (variant) => variant.format }),
  }),
});

export const ImageRef = builder.objectRef<ImageRow>('Image').implement({
  fields: (t) => ({
    s3Key: t.exposeString('s3Key'),
    fileName: t.exposeString('fileName'),
    fileType: t.exposeString('fileType'),
    height: t.exposeInt('height', { nullable: true }),
    width: t.exposeInt('width', { nullable: true }),
    size: t.exposeInt('size'),
    temp: t.exposeBoolean('temp'),
    sourceUrl: t.string({ resolve: (image, _args, ctx) => ctx.storage.publicUrl(image.s3Key) }),
    variants: t.field({
      type: [ImageVariantRef],
      description:
        'Right-sized copies, narrowest first: icons 64, 128 and 256 px wide, other images 480, 960 and 1440 px, never wider than the original, each in WebP and in the original format. Empty until they are made, shortly after a listing is saved: show sourceUrl until then.',
      args: { maxWidth: t.arg.int({ description: 'Only copies at most this many pixels wide.' }) },
      resolve: (image, { maxWidth }) =>
        (image.variants ?? [])
          .filter((v) => maxWidth == null || v.width <= maxWidth)
          .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format)),
    }),
  }),
});
