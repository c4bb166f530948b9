import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { InstallationListItemFieldsFragment } from '../../../gql/graphql';
import { listTableSx, useTableColumnsRoom } from '../../../shared/components/list-table';

import { graphiqlUrl, installationUrl } from '../../../shared/urls/installations';
import { TestChip } from './TestChip';
import { formatDay } from '@appstore/shared/dates/format';

export interface InstallationTableProps {
  appId: string;
  installations: readonly InstallationListItemFieldsFragment[];
}

/** Spec §2 installations, newest first: Vendor (linking to the installation), Date, and Open GraphiQL in a new tab. */
export function InstallationTable({ appId, installations }: InstallationTableProps) {
  // Narrow screens show the date under the vendor instead of in its own column.
  const wide = useTableColumnsRoom();
  return (
    <Table aria-label="Installations" data-testid="installations-table" sx={listTableSx}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '100%' }}>{wide ? 'Vendor' : 'Vendor and date'}</TableCell>
          {wide && (
            // the server lists the newest installation first
            <TableCell sx={{ minWidth: 130 }} aria-sort="descending" data-testid="installations-date-header">
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
                Date
                <ArrowDownwardIcon aria-hidden sx={{ fontSize: 16, color: 'text.secondary' }} />
              </Box>
            </TableCell>
          )}
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            Open GraphiQL
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {installations.map((installation) => (
          <TableRow key={installation.id} hover data-testid={`installation-row-${installation.id}`}>
            <TableCell>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Link
                  href={installationUrl(appId, installation.id)}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  data-testid={`installation-link-${installation.id}`}
                >
                  {installation.vendor.name}
                </Link>
                {installation.isTest && <TestChip />}
              </Box>
              {!wide && (
                <Typography variant="body2" color="text.secondary" data-testid="installation-row-date">
                  {formatDay(installation.creationDate)}
                </Typography>
              )}
            </TableCell>
            {wide && (
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="installation-row-date">
                {formatDay(installation.creationDate)}
              </TableCell>
            )}
            <TableCell align="right">
              <Button
                href={graphiqlUrl(installation.id)}
                target="_blank"
                rel="noopener"
                variant="outlined"
                size="small"
                endIcon={wide ? <OpenInNewIcon /> : undefined}
                aria-label={`Open GraphiQL for ${installation.vendor.name} (opens in a new tab)`}
                data-testid={`installation-graphiql-${installation.id}`}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {wide ? 'Open GraphiQL' : 'GraphiQL'}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
