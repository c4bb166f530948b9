import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_KINDS } from '@appstore/shared/audit/audit-log';

export interface AuditLogFilterValues {
  actorId: string;
  kind: string;
  from: string;
  to: string;
  organizationId: string;
}

export const EMPTY_AUDIT_FILTER: AuditLogFilterValues = { actorId: '', kind: '', from: '', to: '', organizationId: '' };

export interface AuditLogFiltersProps {
  value: AuditLogFilterValues;
  onChange: (value: AuditLogFilterValues) => void;
  people: readonly { id: string; name: string; email: string }[];
  /** The staff desk picks an organisation too. */
  organizations?: readonly { id: string; businessName: string }[];
  /** A message from the server for a field (a bad date range). */
  errors?: Partial<Record<keyof AuditLogFilterValues, string>>;
}

/** Person, kind of action, first and last day (UTC); the staff desk adds the organisation. */
export function AuditLogFilters({ value, onChange, people, organizations, errors = {} }: AuditLogFiltersProps) {
  const set = (field: keyof AuditLogFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <Box
      data-testid="audit-log-filters"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${organizations ? 5 : 4}, 1fr)` },
      }}
    >
      {organizations && (
        <TextField
          select
          size="small"
          label="Organization"
          value={value.organizationId}
          onChange={set('organizationId')}
          data-testid="audit-filter-organization"
        >
          <MenuItem value="">All organizations</MenuItem>
          {organizations.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.businessName}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField select size="small" label="Person" value={value.actorId} onChange={set('actorId')} data-testid="audit-filter-person">
        <MenuItem value="">Everyone</MenuItem>
        {people.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name || p.email}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Kind" value={value.kind} onChange={set('kind')} data-testid="audit-filter-kind">
        <MenuItem value="">All kinds</MenuItem>
        {Object.entries(AUDIT_KINDS).map(([kind, label]) => (
          <MenuItem key={kind} value={kind}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="From (UTC)"
        value={value.from}
        onChange={set('from')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'audit-filter-from' } }}
        error={Boolean(errors.from)}
        helperText={errors.from}
      />
      <TextField
        size="small"
        type="date"
        label="To (UTC)"
        value={value.to}
        onChange={set('to')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'audit-filter-to' } }}
        error={Boolean(errors.to)}
        helperText={errors.to}
      />
    </Box>
  );
}
