import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { APP_SCOPE_DESCRIPTIONS, type AppScope } from '@appstore/shared/installations/scopes';
import { formatDay } from '@appstore/shared/dates/format';
import type { AppAccessFieldsFragment } from '../../../../gql/graphql';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { cardTableBoxSx, cardTableSx } from '../../../../shared/components/list-table';
import { AccessDialog } from './AccessDialog';
import { versionChangeText, waitingText } from './access-text';

export interface AccessCardProps {
  access: AppAccessFieldsFragment['access'];
  onSave: (scopes: AppScope[]) => Promise<void>;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' };

/**
 * Issue 18 §8: the scopes the app may ask vendors for, its versions and how many installations are on each.
 * Changing them is a new version: removing applies at once, adding waits for each vendor to accept.
 */
export function AccessCard({ access, onSave }: AccessCardProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const scopes = access.scopes as AppScope[];
  const waiting = waitingText(access.versions);
  return (
    <SectionCard
      title="Access"
      subtitle={`Version ${access.version}: what vendors can be asked for when they install`}
      data-testid="access-card"
      action={
        <Button
          variant="outlined"
          size="small"
          startIcon={<EditIcon />}
          onClick={() => {
            setOpened((n) => n + 1);
            setOpen(true);
          }}
          data-testid="access-change"
        >
          Change access
        </Button>
      }
    >
      {scopes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="access-none">
          The app asks for no access to vendors&apos; data beyond their company name.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="access-scopes">
          {scopes.map((scope) => (
            <li key={scope}>
              <Typography variant="body2">
                {APP_SCOPE_DESCRIPTIONS[scope]}{' '}
                <Typography component="code" variant="caption" color="text.secondary" sx={mono}>
                  {scope}
                </Typography>
              </Typography>
            </li>
          ))}
        </Box>
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
      <AccessDialog
        key={opened}
        open={open}
        current={scopes}
        nextVersion={access.version + 1}
        holders={access.holders}
        onClose={() => setOpen(false)}
        onSave={onSave}
      />
    </SectionCard>
  );
}
