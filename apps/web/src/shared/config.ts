/**
 * Runtime configuration injected by the server as
 * `<meta name="app-config" content='{"supportEmail":"…","publicUrl":"…"}'>`.
 * The Vite dev server does not inject it, so every field has a default.
 */
export interface AppConfig {
  supportEmail: string;
  publicUrl: string;
  /** The partner's share of what vendors pay, in percent (the server's PARTNER_SHARE), for the Partner Terms. */
  partnerSharePercent: string;
  /** The page's visit token, which the store's queries echo so the listing funnel counts them (renewed by answers). */
  visit?: string;
}

const defaults: AppConfig = {
  supportEmail: 'support@appstore.local',
  partnerSharePercent: '80',
  publicUrl: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
};

function readConfig(): AppConfig {
  const content = document.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content;
  if (!content) return defaults;
  try {
    const parsed = JSON.parse(content) as Partial<AppConfig>;
    return {
      supportEmail: typeof parsed.supportEmail === 'string' && parsed.supportEmail ? parsed.supportEmail : defaults.supportEmail,
      publicUrl: typeof parsed.publicUrl === 'string' && parsed.publicUrl ? parsed.publicUrl : defaults.publicUrl,
      partnerSharePercent:
        typeof parsed.partnerSharePercent === 'string' && parsed.partnerSharePercent
          ? parsed.partnerSharePercent
          : defaults.partnerSharePercent,
      visit: typeof parsed.visit === 'string' ? parsed.visit : undefined,
    };
  } catch {
    return defaults;
  }
}

/** On the server there is no page to read: the server-rendering entry sets the server's own values. */
export const appConfig: AppConfig = typeof document === 'undefined' ? { ...defaults } : readConfig();

export function setServerConfig(config: AppConfig): void {
  Object.assign(appConfig, config);
}
