import { describe, expect, it } from 'vitest';
import type { WebhookDeliveriesQuery } from '../../gql/graphql';
import {
  appendDeliveriesPage,
  attemptsText,
  canResendDelivery,
  deliveryStatusChip,
  excerptPreview,
  latencyText,
  noAttemptText,
  resendFailedNotice,
  responseHeadline,
} from './delivery-log-text';

const attempt = (over: object = {}) => ({
  attemptedAt: '2026-03-04T10:00:00Z',
  statusCode: 200,
  latencyMs: 12,
  responseExcerpt: 'ok',
  error: null,
  ...over,
});

describe('delivery log texts', () => {
  it('names each status for the chip', () => {
    expect(deliveryStatusChip('SUCCEEDED', 1)).toEqual({ label: 'Delivered', color: 'success' });
    expect(deliveryStatusChip('FAILED', 8)).toEqual({ label: 'Failed', color: 'error' });
    expect(deliveryStatusChip('PENDING', 0)).toEqual({ label: 'Queued', color: 'default' });
    expect(deliveryStatusChip('PENDING', 2)).toEqual({ label: 'Retrying', color: 'warning' });
    expect(deliveryStatusChip('WITHDRAWN', 0)).toEqual({ label: 'Withdrawn', color: 'default' });
  });

  it('says in plain words why a withdrawn delivery was not sent, and offers no re-send for it', () => {
    expect(attemptsText({ status: 'WITHDRAWN', attemptCount: 2, nextAttemptAt: null })).toBe('The app lost access to this topic');
    expect(noAttemptText('WITHDRAWN')).toBe('Not sent');
    expect(noAttemptText('PENDING')).toBe('Not sent yet');
    expect(canResendDelivery('WITHDRAWN')).toBe(false);
    expect(canResendDelivery('FAILED')).toBe(true);
  });

  it('counts attempts and says when a retry is due', () => {
    const next = new Date(2026, 0, 2, 3, 4, 5).toISOString();
    expect(attemptsText({ status: 'SUCCEEDED', attemptCount: 1, nextAttemptAt: null })).toBe('1 attempt');
    expect(attemptsText({ status: 'PENDING', attemptCount: 3, nextAttemptAt: next })).toBe('3 attempts · next 2. Jan 2026, 03:04:05');
    expect(attemptsText({ status: 'PENDING', attemptCount: 0, nextAttemptAt: next })).toBe('0 attempts');
  });

  it('shows latency in ms below a second and in seconds above', () => {
    expect(latencyText(85)).toBe('85 ms');
    expect(latencyText(1234)).toBe('1.2 s');
    expect(latencyText(null)).toBe('—');
  });

  it('headlines the answer with the failure reason or the HTTP status', () => {
    expect(responseHeadline(attempt())).toBe('HTTP 200');
    expect(responseHeadline(attempt({ statusCode: 302, error: 'Redirect not followed (HTTP 302)' }))).toBe(
      'Redirect not followed (HTTP 302)',
    );
    expect(responseHeadline(attempt({ statusCode: null, error: 'Timed out after 5000 ms' }))).toBe('Timed out after 5000 ms');
    expect(responseHeadline(attempt({ statusCode: null, error: null }))).toBe('No answer');
    expect(responseHeadline(null)).toBeNull();
  });

  it('cuts long excerpts to one line for the table', () => {
    expect(excerptPreview('short\nbody')).toEqual({ text: 'short body', cut: false });
    const long = excerptPreview('x'.repeat(200));
    expect(long.cut).toBe(true);
    expect(long.text).toBe(`${'x'.repeat(80)}…`);
    expect(excerptPreview(null)).toEqual({ text: '', cut: false });
  });

  it('tells how many failed deliveries were queued again', () => {
    expect(resendFailedNotice(0)).toBe('There are no failed deliveries to re-send.');
    expect(resendFailedNotice(1)).toBe('1 failed delivery is being sent again.');
    expect(resendFailedNotice(5)).toBe('5 failed deliveries are being sent again.');
  });

  it('appends the next page without showing a row twice', () => {
    const page = (ids: string[], hasNextPage: boolean): WebhookDeliveriesQuery => ({
      webhookDeliveries: {
        totalCount: 5,
        edges: ids.map((id) => ({ cursor: id, node: { id } as never })),
        pageInfo: { hasNextPage, endCursor: ids.at(-1) ?? null },
      },
    });
    const merged = appendDeliveriesPage(page(['5', '4'], true), page(['4', '3', '2'], false));
    expect(merged.webhookDeliveries.edges.map((e) => e.node.id)).toEqual(['5', '4', '3', '2']);
    expect(merged.webhookDeliveries.pageInfo).toEqual({ hasNextPage: false, endCursor: '2' });
  });
});
