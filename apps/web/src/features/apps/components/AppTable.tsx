import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { AppListItemFieldsFragment } from '../../../gql/graphql';
import { APP_TYPE_LABELS } from '../../../shared/apps/app-labels';
import { appDashboardUrl } from '../../../shared/urls/apps';
import { AppStatusChip } from '../../../shared/apps/AppStatusChip';
import { visuallyHidden } from '../../../shared/components/visually-hidden';
import { listTableSx, useTableColumnsRoom } from '../../../shared/components/list-table';

const NUMBER_LOCALE = 'en-US';

function installsText(count: number): string {
  return `${count.toLocaleString(NUMBER_LOCALE)} ${count === 1 ? 'install' : 'installs'}`;
}

export interface AppTableProps {
  apps: readonly AppListItemFieldsFragment[];
}

/** Spec §2 app list: Name, Type, Status, Installs and an Open button to the app's dashboard. */
export function AppTable({ apps }: AppTableProps) {
  // Narrow screens show type and installs under the name instead of in their own columns (rendered once either way).
  const wide = useTableColumnsRoom();
  return (
    <Table aria-label="Apps" data-testid="apps-table" sx={listTableSx}>
      <TableHead>
        <TableRow>
          {/* the name takes the room the other columns leave */}
          <TableCell sx={{ width: '100%' }}>Name</TableCell>
          {wide && <TableCell sx={{ minWidth: 100 }}>Type</TableCell>}
          <TableCell sx={{ minWidth: { sm: 140 } }}>Status</TableCell>
          {wide && (
            <TableCell align="right" sx={{ minWidth: 90 }}>
              Installs
            </TableCell>
          )}
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              Open
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {apps.map((app) => (
          <TableRow key={app.id} hover data-testid={`app-row-${app.id}`}>
            <TableCell>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="app-row-name">
                {app.name}
              </Typography>
              {!wide && (
                <Typography variant="body2" color="text.secondary" data-testid="app-row-details">
                  {APP_TYPE_LABELS[app.type]} · {installsText(app.numberOfInstallations)}
                </Typography>
              )}
            </TableCell>
            {wide && <TableCell data-testid="app-row-type">{APP_TYPE_LABELS[app.type]}</TableCell>}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <AppStatusChip status={app.status} />
            </TableCell>
            {wide && (
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="app-row-installs">
                {app.numberOfInstallations.toLocaleString(NUMBER_LOCALE)}
              </TableCell>
            )}
            <TableCell align="right">
              <Button
                href={appDashboardUrl(app.id)}
                variant="outlined"
                size="small"
                endIcon={wide ? <ChevronRightIcon /> : undefined}
                aria-label={`Open ${app.name}`}
                data-testid={`app-open-${app.id}`}
                sx={{ px: { xs: 1.5, sm: 2 }, minWidth: 0, whiteSpace: 'nowrap' }}
              >
                Open
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The app list before the first app: what apps are, and the way to create one. */
export function AppListEmpty({ action }: { action: ReactNode }) {
  return (
    <Card data-testid="apps-empty" sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 7 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2.5,
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <AppsOutlinedIcon sx={{ fontSize: 32 }} />
      </Box>
      <Typography variant="h6" component="h2">
        You have no apps yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 440, mx: 'auto' }}>
        Create your first app to get API credentials, set up its listing and offer it to vendors in the App Store or to a single vendor as a
        custom app.
      </Typography>
      {action}
    </Card>
  );
}
