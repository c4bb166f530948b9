/**
 * The server's CSV downloads (apps/server/src/modules/exports): plain same-site links, so that the browser
 * downloads the file with the session cookie and the server can refuse a request another site started.
 */
type Params = Record<string, string | number | null | undefined>;

function exportUrl(name: string, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return `/appstore/exports/${name}.csv${text ? `?${text}` : ''}`;
}

export interface AuditLogExportFilter {
  actorId?: string | null;
  kind?: string | null;
  from?: string | null;
  to?: string | null;
  organizationId?: string | null;
}

export const auditLogExportUrl = (filter: AuditLogExportFilter) => exportUrl('audit-log', { ...filter });
export const platformAuditLogExportUrl = (filter: AuditLogExportFilter) => exportUrl('platform-audit-log', { ...filter });
export const payoutsExportUrl = () => exportUrl('payouts');

export interface ReportRange {
  timestampFrom: number;
  timestampTo: number;
}

export const installsExportUrl = (range: ReportRange, split: string) => exportUrl('report-installs', { ...range, split });
export const countriesExportUrl = (range: ReportRange) => exportUrl('report-countries', { ...range, split: 'MONTHLY' });
export const uninstallReasonsExportUrl = (range: ReportRange, appId?: string | null) => exportUrl('uninstall-reasons', { ...range, appId });
export const installCohortsExportUrl = (appId?: string | null) => exportUrl('install-cohorts', { appId });
export const revenueExportUrl = (appId?: string | null, months?: number | null) => exportUrl('revenue', { appId, months });
export const funnelExportUrl = (appId: string, days: { from: string; to: string }) => exportUrl('funnel', { appId, ...days });
