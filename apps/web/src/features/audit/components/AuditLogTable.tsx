import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditLogEntryFieldsFragment } from '../../../gql/graphql';
import { listTableSx, useTableColumnsRoom } from '../../../shared/components/list-table';
import { auditActorText, showsStaffChip } from '../audit-text';
import { formatMoment } from '@appstore/shared/dates/format';

export interface AuditLogTableProps {
  entries: readonly AuditLogEntryFieldsFragment[];
  /** The staff desk's log names the organisation of each entry. */
  showOrganization: boolean;
}

function StaffChip() {
  return <Chip size="small" label="Platform staff" color="warning" variant="outlined" sx={{ ml: 1 }} />;
}

/** The log's entries: when, who, what (phones stack the three in one cell). */
export function AuditLogTable({ entries, showOrganization }: AuditLogTableProps) {
  const wide = useTableColumnsRoom();
  return (
    <Table aria-label="Audit log" data-testid="audit-log-table" sx={listTableSx}>
      <TableHead>
        <TableRow>
          {wide && <TableCell sx={{ width: '20%' }}>Date</TableCell>}
          {wide && <TableCell sx={{ width: '25%' }}>Person</TableCell>}
          <TableCell>{wide ? 'Action' : 'Entry'}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} data-testid="audit-log-row" data-action={entry.action}>
            {wide && (
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
              </TableCell>
            )}
            {wide && (
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} component="span">
                  {auditActorText(entry)}
                </Typography>
                {showsStaffChip(entry) && <StaffChip />}
                {entry.actor?.email && (
                  <Typography variant="body2" color="text.secondary">
                    {entry.actor.email}
                  </Typography>
                )}
              </TableCell>
            )}
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {!wide && (
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} component="span">
                    {auditActorText(entry)}
                  </Typography>
                  {showsStaffChip(entry) && <StaffChip />}
                </Stack>
              )}
              <Typography variant="body2" data-testid="audit-log-description">
                {entry.description}
              </Typography>
              {showOrganization && entry.organizationName && (
                <Typography variant="body2" color="text.secondary" data-testid="audit-log-organization">
                  {entry.organizationName}
                </Typography>
              )}
              {!wide && (
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
