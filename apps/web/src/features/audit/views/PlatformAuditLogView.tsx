import { skipToken, useQuery } from '@apollo/client/react';
import { LIMITS } from '@appstore/shared/limits/limits';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { collectErrors } from '../../../shared/errors/collect-errors';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useLoadMore } from '../../../shared/hooks/useLoadMore';
import { appendPayoutPage as appendPage } from '../../../shared/payouts/payout-list-pages';
import { usePortalUser } from '../../../shared/session/portal-user';
import { platformAuditLogExportUrl } from '../../../shared/urls/exports';
import { StaffOnlyNotice } from '../../../shared/components/StaffOnlyNotice';
import { AuditLogScreen } from '../components/AuditLogScreen';
import { AuditLogOrganizationsQuery, PlatformAuditLogActorsQuery, PlatformAuditLogQuery } from '../operations';
import { useAuditFilter } from '../useAuditFilter';

/** `/extranet/admin/audit-log`: every organisation's log, for platform staff. */
export default function PlatformAuditLogView() {
  useDocumentTitle(pageTitle('Platform audit log'));
  const me = usePortalUser();
  return me.adminUser ? <PlatformAuditLog /> : <StaffOnlyNotice />;
}

function PlatformAuditLog() {
  const { values, setValues, filter, errors } = useAuditFilter();
  const silent = { silentErrors: ['ForbiddenError'] as const };
  const actors = useQuery(PlatformAuditLogActorsQuery, { fetchPolicy: 'cache-and-network', context: silent });
  const organizations = useQuery(AuditLogOrganizationsQuery, { fetchPolicy: 'cache-and-network', context: silent });
  const log = useQuery(
    PlatformAuditLogQuery,
    filter === null
      ? skipToken
      : {
          variables: { filter, first: LIMITS.auditLogPageSize },
          fetchPolicy: 'cache-and-network',
          context: silent,
        },
  );
  const list = (log.data ?? log.previousData)?.platformAuditLog;
  const { loadMore, loadingMore, canLoadMore } = useLoadMore(log.data?.platformAuditLog.pageInfo, (after) =>
    log.fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        platformAuditLog: appendPage(previous.platformAuditLog, fetchMoreResult.platformAuditLog),
      }),
    }),
  );
  if (!list && log.error) {
    if (collectErrors(log.error).some((e) => e.classification === 'ForbiddenError')) return <StaffOnlyNotice />;
    return <QueryErrorPage error={log.error} />;
  }
  return (
    <AuditLogScreen
      title="Platform audit log"
      subtitle="Every organization's actions, staff decisions and disguise sessions included."
      testId="platform-audit-log-page"
      value={values}
      onChange={setValues}
      errors={errors}
      people={actors.data?.platformAuditLogActors ?? []}
      organizations={organizations.data?.organizations.edges.map((e) => e.node) ?? []}
      entries={list?.edges.map((e) => e.node)}
      totalCount={list?.totalCount ?? 0}
      exportHref={filter && platformAuditLogExportUrl(filter)}
      canLoadMore={canLoadMore}
      loadingMore={loadingMore}
      onLoadMore={() => void loadMore()}
    />
  );
}
