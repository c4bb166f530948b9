/** Typed paths of the webhook screens (spec §2). */
export const webhookCreatePath = '/extranet/apps/:appId/webhooks/new';
export const webhookEditPath = '/extranet/apps/:appId/webhooks/:webhookId/edit';

export function webhookCreateUrl(appId: string): string {
  return webhookCreatePath.replace(':appId', encodeURIComponent(appId));
}

export function webhookEditUrl(appId: string, webhookId: string): string {
  return webhookEditPath.replace(':appId', encodeURIComponent(appId)).replace(':webhookId', encodeURIComponent(webhookId));
}
