import { useState } from 'react';
import { auditLogFilterSchema } from '@appstore/shared/audit/audit-log';
import { EMPTY_AUDIT_FILTER, type AuditLogFilterValues } from './components/AuditLogFilters';

/**
 * The filter form's values, and the filter the query and the export take: the empty fields left out, or null
 * (nothing asked) while the form holds what the shared rule refuses, with its messages per field.
 */
export function useAuditFilter() {
  const [values, setValues] = useState<AuditLogFilterValues>(EMPTY_AUDIT_FILTER);
  const present = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Partial<AuditLogFilterValues>;
  const parsed = auditLogFilterSchema.safeParse(present);
  const errors: Partial<Record<keyof AuditLogFilterValues, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as keyof AuditLogFilterValues] ??= issue.message;
  return { values, setValues, filter: parsed.success ? parsed.data : null, errors };
}
