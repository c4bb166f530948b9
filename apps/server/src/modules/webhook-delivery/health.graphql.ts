import { WEBHOOK_FAILURE_REASONS, WEBHOOK_HEALTH_WINDOWS, WEBHOOK_WARNING_AFTER_FAILURES } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { webhookHealth, type FailureCount, type WebhookHealth, type WindowFigures } from './health.service.ts';

const WebhookFailureReasonEnum = builder.enumType('WebhookFailureReason', {
  description: 'Why a delivery attempt failed, grouped (HTTP status class, time-out, connection, TLS, invalid answer).',
  values: WEBHOOK_FAILURE_REASONS,
});

const WebhookHealthWindowEnum = builder.enumType('WebhookHealthWindow', { values: WEBHOOK_HEALTH_WINDOWS });

const WebhookFailureCountRef = builder.objectRef<FailureCount>('WebhookFailureCount').implement({
  fields: (t) => ({
    reason: t.field({ type: WebhookFailureReasonEnum, resolve: (r) => r.reason }),
    statusCode: t.exposeInt('statusCode', { nullable: true, description: 'The HTTP status, for HTTP reasons only.' }),
    label: t.exposeString('label', { description: "Plain words, e.g. 'HTTP 503 · Server error'." }),
    count: t.exposeInt('count'),
  }),
});

const WebhookHealthFiguresRef = builder.objectRef<WindowFigures>('WebhookHealthFigures').implement({
  description: "A webhook's delivery attempts in one time window.",
  fields: (t) => ({
    window: t.field({ type: WebhookHealthWindowEnum, resolve: (w) => w.window }),
    attempts: t.exposeInt('attempts'),
    succeeded: t.exposeInt('succeeded'),
    successRate: t.exposeFloat('successRate', {
      nullable: true,
      description: 'Succeeded attempts / attempts (0..1); null without attempts.',
    }),
    latencyP50Ms: t.exposeInt('latencyP50Ms', { nullable: true, description: 'Median latency of the attempts that got an HTTP answer.' }),
    latencyP95Ms: t.exposeInt('latencyP95Ms', {
      nullable: true,
      description: '95th percentile latency of the attempts that got an HTTP answer.',
    }),
    topFailureReasons: t.field({ type: [WebhookFailureCountRef], resolve: (w) => w.topFailureReasons }),
  }),
});

const WebhookHealthRef = builder.objectRef<WebhookHealth>('WebhookHealth').implement({
  fields: (t) => ({
    webhookId: t.exposeID('webhookId'),
    consecutiveFailures: t.exposeInt('consecutiveFailures', { description: 'Failed attempts since the last success.' }),
    warningAfterFailures: t.int({
      description: 'The run of failures after which the emergency developer contact is warned by e-mail.',
      resolve: () => WEBHOOK_WARNING_AFTER_FAILURES,
    }),
    failureWarningSentAt: t.string({
      nullable: true,
      description: 'When the current run of failures was warned about; null when it was not (yet).',
      resolve: (h) => h.failureWarningSentAt?.toISOString() ?? null,
    }),
    windows: t.field({
      type: [WebhookHealthFiguresRef],
      description: 'The last 24 hours, then the last 30 days.',
      resolve: (h) => h.windows,
    }),
  }),
});

builder.queryField('webhookHealth', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: WebhookHealthRef,
    description: "Success rate, latency and the most common failure reasons of one of the caller's organisation's webhooks.",
    args: { webhookId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => webhookHealth(ctx.db, await ctx.viewer(), args.webhookId),
  }),
);
