/** Typed paths of the payout screens (spec §2). */
export const payoutsPath = '/extranet/payouts';
export const payoutSettingsPath = '/extranet/payouts/settings';
export const taxFormPath = '/extranet/payouts/tax-form';
export const payoutRequestCreatePath = '/extranet/payouts/request/create';
export const payoutRequestEditPath = '/extranet/payouts/request/:payoutId';

export function payoutsUrl(): string {
  return payoutsPath;
}

export function payoutSettingsUrl(): string {
  return payoutSettingsPath;
}

export function taxFormUrl(): string {
  return taxFormPath;
}

export function payoutRequestCreateUrl(): string {
  return payoutRequestCreatePath;
}

export function payoutRequestEditUrl(payoutId: string): string {
  return payoutRequestEditPath.replace(':payoutId', encodeURIComponent(payoutId));
}

/** Staff's screen of every organisation's payout requests. */
export const adminPayoutsPath = '/extranet/admin/payouts';

export function adminPayoutsUrl(): string {
  return adminPayoutsPath;
}

/** Spec §2: the tax form page the server renders, shown in the portal's frame. */
export const TAX_FORM_FRAME_SRC = '/appstore/tax-form';
