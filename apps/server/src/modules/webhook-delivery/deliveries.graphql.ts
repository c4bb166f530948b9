import { builder } from '../../graphql/builder.ts';
import { defineConnection } from '../../graphql/connection.ts';
import {
  deleteWebhook,
  listDeliveries,
  resendDelivery,
  resendFailedDeliveries,
  type AttemptRow,
  type DeliveryView,
} from './deliveries.service.ts';
import { WebhookTopicEnum } from '../webhooks/webhooks.graphql.ts';

const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: {
    PENDING: { description: 'Waiting for its first attempt or for a retry.' },
    SUCCEEDED: { description: 'A 2xx answer arrived within 5 seconds.' },
    FAILED: { description: 'Every attempt of the retry schedule failed.' },
    WITHDRAWN: {
      description:
        "Not sent (or not again): the vendor's installation no longer granted the topic's scope, or had ended. Re-sends skip it.",
    },
  },
});

const WebhookDeliveryAttemptRef = builder.objectRef<AttemptRow>('WebhookDeliveryAttempt').implement({
  description: 'One POST of a delivery to the webhook URL.',
  fields: (t) => ({
    attemptedAt: t.string({ resolve: (a) => a.attemptedAt.toISOString() }),
    statusCode: t.exposeInt('statusCode', { nullable: true, description: 'HTTP status of the answer; null when none came.' }),
    latencyMs: t.exposeInt('latencyMs'),
    responseExcerpt: t.exposeString('responseExcerpt', { nullable: true, description: 'The first kilobyte of the answer body.' }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why the attempt failed (timeout, redirect, HTTP status, connection error).',
    }),
  }),
});

const WebhookDeliveryRef = builder.objectRef<DeliveryView>('WebhookDelivery').implement({
  description: 'One event sent (or to be sent) to a webhook subscription.',
  fields: (t) => ({
    id: t.exposeID('id'),
    webhookId: t.exposeID('subscriptionId'),
    eventId: t.exposeString('eventId', { description: 'The `webhook-id` header, the same on every attempt.' }),
    topic: t.field({ type: WebhookTopicEnum, resolve: (d) => d.topic }),
    status: t.field({ type: WebhookDeliveryStatusEnum, resolve: (d) => d.status }),
    attemptCount: t.exposeInt('attemptCount', { description: 'Attempts of the current series (a re-send starts a new one).' }),
    createdAt: t.string({ resolve: (d) => d.createdAt.toISOString() }),
    nextAttemptAt: t.string({
      nullable: true,
      description: 'When the next attempt is due; null once the delivery succeeded or failed for good.',
      resolve: (d) => (d.status === 'PENDING' ? d.nextAttemptAt.toISOString() : null),
    }),
    lastAttempt: t.field({ type: WebhookDeliveryAttemptRef, nullable: true, resolve: (d) => d.lastAttempt }),
  }),
});

const WebhookDeliveryConnectionRef = defineConnection('WebhookDelivery', WebhookDeliveryRef, (d: DeliveryView) => d);

builder.queryField('webhookDeliveries', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: WebhookDeliveryConnectionRef,
    description: "The delivery log of one of the caller's organisation's webhooks, newest first.",
    args: { webhookId: t.arg.id({ required: true }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listDeliveries(ctx.db, await ctx.viewer(), args.webhookId, args),
  }),
);

builder.mutationFields((t) => ({
  webhookDeliveryResend: t.withAuth({ signedIn: true }).field({
    type: WebhookDeliveryRef,
    description:
      'Sends the delivery again now, with the same webhook-id, as a new series of attempts. A withdrawn one is refused (ConflictError).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => resendDelivery(ctx.db, await ctx.viewer(), args.id),
  }),
  webhookDelete: t.withAuth({ signedIn: true }).boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => deleteWebhook(ctx.db, await ctx.viewer(), args.id),
  }),
  webhookResendFailed: t.withAuth({ signedIn: true }).int({
    description: 'Sends every failed delivery of the webhook again (not the withdrawn ones); answers how many.',
    args: { webhookId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => resendFailedDeliveries(ctx.db, await ctx.viewer(), args.webhookId),
  }),
}));
