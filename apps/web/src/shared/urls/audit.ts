/** Typed paths of the audit log screens. */
export const auditLogPath = '/extranet/audit-log';
export const platformAuditLogPath = '/extranet/admin/audit-log';

export function auditLogUrl(): string {
  return auditLogPath;
}

export function platformAuditLogUrl(): string {
  return platformAuditLogPath;
}
