import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { formatDay } from '@appstore/shared/dates/format';
import type { AppAccessFieldsFragment } from '../../../../gql/graphql';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { cardTableBoxSx, cardTableSx } from '../../../../shared/components/list-table';
import { ScopeList } from '../../../../shared/apps/ScopeList';
import { versionChangeText, waitingText } from './access-text';

export interface AccessCardProps {
  access: AppAccessFieldsFragment['access'];
  /** Opens the Change access dialog. */
  onChange: () => void;
}

/**
 * App versions: the scopes the app may ask vendors for, its versions and how many installations are on each.
 * Changing them is a new version: removing applies at once, adding waits for each vendor to accept.
 */
export function AccessCard({ access, onChange }: AccessCardProps) {
  const waiting = waitingText(access.versions);
  return (
    <SectionCard
      title="Access"
      subtitle={`Version ${access.version}: what vendors can be asked for when they install`}
      data-testid="access-card"
      action={
        <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={onChange} data-testid="access-change">
          Change access
        </Button>
      }
    >
      {access.scopes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="access-none">
          The app asks for no access to vendors&apos; data beyond their company name.
        </Typography>
      ) : (
        <ScopeList scopes={access.scopes} data-testid="access-scopes" />
      )}
      {waiting && (
        <Typography variant="body2" sx={{ mt: 2 }} data-testid="access-waiting">
          {waiting}
        </Typography>
      )}
      <Box sx={{ ...cardTableBoxSx, mt: 2 }}>
        <Table size="small" aria-label="Versions" sx={cardTableSx}>
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Change</TableCell>
              <TableCell align="right">
                {/* a shorter header on phones leaves the change column room for whole scope names */}
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  Installations
                </Box>
                <Box component="span" sx={{ display: { sm: 'none' } }}>
                  Installs
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {access.versions.map((v) => (
              <TableRow key={v.version} data-testid={`access-version-${v.version}`}>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {v.version}
                  </Typography>
                  {v.creationDate && (
                    // on phones the change column needs the room: the date shows from sm up
                    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                      {formatDay(v.creationDate)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2">{versionChangeText(v)}</Typography>
                </TableCell>
                <TableCell align="right" data-testid="access-version-installations">
                  {v.installationCount}
                  {v.testInstallationCount > 0 && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      + {v.testInstallationCount} test
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}
