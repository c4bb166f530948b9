/** Typed path of the organisation's account settings (spec §2). */
export const accountPath = '/extranet/account';

export function accountUrl(): string {
  return accountPath;
}
