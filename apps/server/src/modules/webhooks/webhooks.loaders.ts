import { batchLoader, groupBy } from '../../lib/batch-loader.ts';
import type { Services } from '../../services.ts';
import { findWebhooks, type WebhookRow } from './webhooks.service.ts';

/** Per-request loaders: the webhook subscriptions of a whole page of apps in one query. */
export function createWebhookLoaders({ db }: Services) {
  return {
    ofApp: batchLoader<number, WebhookRow[]>(async (ids) => groupBy(await findWebhooks(db, ids), (w) => w.appId), []),
  };
}
