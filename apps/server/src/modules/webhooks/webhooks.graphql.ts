import { WEBHOOK_TOPICS } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { AppRef } from '../apps/apps.graphql.ts';
import type { createWebhookLoaders } from './webhooks.loaders.ts';
import { createWebhook, enableWebhook, getOwnWebhook, updateWebhook, type WebhookRow } from './webhooks.service.ts';

declare module '../../graphql/context.ts' {
  interface Loaders {
    webhooks: ReturnType<typeof createWebhookLoaders>;
  }
}

export const WebhookTopicEnum = builder.enumType('WebhookTopic', { values: WEBHOOK_TOPICS });

export const WebhookSubscriptionRef = builder.objectRef<WebhookRow>('WebhookSubscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    appId: t.exposeID('appId'),
    creationDate: t.string({ resolve: (w) => w.createdAt.toISOString() }),
    topic: t.field({ type: WebhookTopicEnum, resolve: (w) => w.topic }),
    url: t.exposeString('url'),
    enabled: t.exposeBoolean('enabled', { description: 'False once deliveries kept failing; re-enable it after fixing the endpoint.' }),
    disabledReason: t.exposeString('disabledReason', { nullable: true }),
  }),
});

const WebhookInput = builder.inputType('WebhookInput', {
  fields: (t) => ({ topic: t.field({ type: WebhookTopicEnum }), url: t.string() }),
});

builder.queryField('webhook', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: WebhookSubscriptionRef,
    description: "A webhook subscription of one of the caller's organisation's apps.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => getOwnWebhook(ctx.db, await ctx.viewer(), args.id),
  }),
);

builder.mutationFields((t) => ({
  webhookCreate: t.withAuth({ signedIn: true }).field({
    type: WebhookSubscriptionRef,
    args: { appId: t.arg.id({ required: true }), webhookInfo: t.arg({ type: WebhookInput, required: true }) },
    resolve: async (_root, args, ctx) => createWebhook(ctx.db, await ctx.viewer(), args.appId, args.webhookInfo, ctx.config),
  }),
  webhookUpdate: t.withAuth({ signedIn: true }).field({
    type: WebhookSubscriptionRef,
    args: { id: t.arg.id({ required: true }), webhookInfo: t.arg({ type: WebhookInput, required: true }) },
    resolve: async (_root, args, ctx) => updateWebhook(ctx.db, await ctx.viewer(), args.id, args.webhookInfo, ctx.config),
  }),
  webhookEnable: t.withAuth({ signedIn: true }).field({
    type: WebhookSubscriptionRef,
    description: 'Turns a subscription that was disabled after failing deliveries back on.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => enableWebhook(ctx.db, await ctx.viewer(), args.id),
  }),
}));

builder.objectField(AppRef, 'webhookSubscriptions', (t) =>
  t.field({ type: [WebhookSubscriptionRef], resolve: (a, _args, ctx) => ctx.loaders.webhooks.ofApp(a.id) }),
);
