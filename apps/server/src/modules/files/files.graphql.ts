import { builder } from '../../graphql/builder.ts';
import { authorizeImageUpload, authorizeInvoiceUpload, type UploadAuthorization } from './files.service.ts';

const SIZE_ARG =
  'The file size in bytes. Required with S3 storage, whose URL signs this exact length; the PUT must send exactly this many bytes.';

const HttpHeaderRef = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const UploadMetaRef = builder.objectRef<UploadAuthorization['meta']>('UploadMeta').implement({
  fields: (t) => ({
    s3Key: t.exposeString('s3Key', {
      description: 'The key the file is stored under; send it back in the form (image.s3Key, fileInput.s3Key).',
    }),
    contentType: t.exposeString('contentType'),
    fileName: t.exposeString('fileName'),
    maxSize: t.exposeInt('maxSize'),
    expiresAt: t.string({ resolve: (m) => m.expiresAt.toISOString() }),
    headers: t.field({ type: [HttpHeaderRef], description: 'Send these headers with the PUT.', resolve: (m) => m.headers }),
  }),
});

const UploadAuthorizationRef = builder.objectRef<UploadAuthorization>('S3UploadAuthorization').implement({
  fields: (t) => ({ uploadUrl: t.exposeString('uploadUrl'), meta: t.field({ type: UploadMetaRef, resolve: (a) => a.meta }) }),
});

builder.mutationField('s3UploadAuthorization', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UploadAuthorizationRef,
    description:
      'A presigned PUT for one jpg/png image of at most 20,000,000 bytes, valid for 10 minutes. The file stays temporary until a listing using it is saved.',
    args: { contentType: t.arg.string({ required: true }), fileName: t.arg.string(), size: t.arg.int({ description: SIZE_ARG }) },
    resolve: async (_root, args, ctx) =>
      authorizeImageUpload({ db: ctx.db, storage: ctx.storage, config: ctx.config }, await ctx.viewer(), args),
  }),
);

builder.mutationField('s3UploadPayoutInvoice', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UploadAuthorizationRef,
    description:
      'A presigned PUT for one PDF invoice of at most 20,000,000 bytes, valid for 10 minutes. The file is private and stays temporary until a payout request uses it.',
    args: { contentType: t.arg.string({ required: true }), fileName: t.arg.string(), size: t.arg.int({ description: SIZE_ARG }) },
    resolve: async (_root, args, ctx) =>
      authorizeInvoiceUpload({ db: ctx.db, storage: ctx.storage, config: ctx.config }, await ctx.viewer(), args),
  }),
);
