import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { countryName } from '@appstore/shared/countries/country-names';
import { APP_SCOPE_DESCRIPTIONS, isAppScope } from '@appstore/shared/installations/scopes';
import type { InstallationQuery } from '../../../gql/graphql';
import { SectionCard } from '../../../shared/components/SectionCard';
import { formatDay } from '@appstore/shared/dates/format';

export type InstallationDetail = InstallationQuery['installation'];

/** Who installed the app, when, and what the installation may do (its scopes). */
export function InstallationDetails({ installation }: { installation: InstallationDetail }) {
  const { vendor } = installation;
  const rows: [string, ReactNode, string][] = [
    ['Vendor', vendor.name, 'vendor'],
    ['Domain', vendor.domain || '—', 'domain'],
    ['Country', countryName(vendor.country), 'country'],
    ['Installed', formatDay(installation.creationDate), 'date'],
    ['Installation ID', installation.id, 'id'],
  ];
  return (
    <SectionCard title="Installation" data-testid="installation-details">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.5 },
          '& dt': { color: 'text.secondary', fontWeight: 600, fontSize: '0.875rem', pt: { xs: 1.25, sm: 0.25 } },
          '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value, key]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-testid={`installation-detail-${key}`}>{value}</dd>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        Scopes
      </Typography>
      {installation.scopes.length > 0 ? (
        <Box
          component="ul"
          aria-label="Scopes"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
          data-testid="installation-scopes"
        >
          {installation.scopes.map((scope) => (
            <li key={scope}>
              <Tooltip title={isAppScope(scope) ? APP_SCOPE_DESCRIPTIONS[scope] : ''}>
                <Chip label={scope} size="small" variant="outlined" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }} />
              </Tooltip>
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="installation-scopes">
          No scopes.
        </Typography>
      )}
    </SectionCard>
  );
}
