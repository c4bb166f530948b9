import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { InstallationListItemFieldsFragment } from '../../../gql/graphql';
import { listTableSx, useTableColumnsRoom } from '../../../shared/components/list-table';
import { formatInstallationDate } from '../installation-text';
import { graphiqlUrl, installationUrl } from '../../../shared/urls/installations';

export interface InstallationTableProps {
  appId: string;
  installations: readonly InstallationListItemFieldsFragment[];
}

/** Spec §2 installations: Vendor (linking to the installation), Date, and Open GraphiQL in a new tab. */
export function InstallationTable({ appId, installations }: InstallationTableProps) {
  // Narrow screens show the date under the vendor instead of in its own column.
  const wide = useTableColumnsRoom();
  return (
    <Table aria-label="Installations" data-testid="installations-table" sx={listTableSx}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '100%' }}>Vendor</TableCell>
          {wide && <TableCell sx={{ minWidth: 130 }}>Date</TableCell>}
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
                {installation.isTest && (
                  <Chip label="Test" size="small" color="secondary" variant="outlined" data-testid="installation-test-chip" />
                )}
              </Box>
              {!wide && (
                <Typography variant="body2" color="text.secondary">
                  {formatInstallationDate(installation.creationDate)}
                </Typography>
              )}
            </TableCell>
            {wide && (
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="installation-row-date">
                {formatInstallationDate(installation.creationDate)}
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
