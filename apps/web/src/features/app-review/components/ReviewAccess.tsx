import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatDay } from '@appstore/shared/dates/format';
import { ScopeList } from '../../../shared/apps/ScopeList';
import { SectionCard } from '../../../shared/components/SectionCard';
import { accessSinceApproval, requestedAccessText } from '../review-text';

export interface ReviewAccessProps {
  access: {
    version: number;
    scopes: readonly string[];
    publishedVersion?: number | null;
    versions: readonly { version: number; scopes: readonly string[]; creationDate?: string | null }[];
  };
}

const list = (scopes: readonly string[]) => scopes.join(', ');

/**
 * The access the app asks vendors for, in the consent page's words with the high-risk scopes marked, and what its
 * developer changed since staff last approved it (a published app changes its access without a new review).
 */
export function ReviewAccess({ access }: ReviewAccessProps) {
  const since = accessSinceApproval(access.versions, access.publishedVersion ?? null);
  const changed = since && (since.added.length > 0 || since.removed.length > 0);
  const latestDate = access.versions[0]?.creationDate;
  return (
    <SectionCard
      title="Requested access"
      subtitle={`Version ${access.version}${latestDate ? `, saved ${formatDay(latestDate)}` : ''}: what vendors are asked for when they install`}
      data-testid="review-access"
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: access.scopes.length ? 1 : 0 }} data-testid="review-access-summary">
        {requestedAccessText(access.scopes)}
      </Typography>
      {access.scopes.length > 0 && <ScopeList scopes={access.scopes} data-testid="review-access-scopes" />}
      {since && (
        <Alert
          severity={since.added.length ? 'warning' : 'info'}
          variant="outlined"
          sx={{ mt: 2, '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
          data-testid="review-access-since-approval"
        >
          {changed ? (
            <>
              Changed since staff approved version {access.publishedVersion}:
              {since.added.length > 0 && <div>Added {list(since.added)}</div>}
              {since.removed.length > 0 && <div>Removed {list(since.removed)}</div>}
            </>
          ) : (
            `The same as when staff approved it (version ${access.publishedVersion}).`
          )}
        </Alert>
      )}
    </SectionCard>
  );
}
