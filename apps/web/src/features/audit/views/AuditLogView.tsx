import { skipToken, useQuery } from '@apollo/client/react';
import { LIMITS } from '@appstore/shared/limits/limits';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useLoadMore } from '../../../shared/hooks/useLoadMore';
import { appendPayoutPage as appendPage } from '../../../shared/payouts/payout-list-pages';
import { auditLogExportUrl } from '../../../shared/urls/exports';
import { AuditLogScreen } from '../components/AuditLogScreen';
import { AuditLogActorsQuery, AuditLogQuery } from '../operations';
import { useAuditFilter } from '../useAuditFilter';

/** `/extranet/audit-log`: who in the organisation (and platform staff) did what, and when. Every member sees it. */
export default function AuditLogView() {
  useDocumentTitle(pageTitle('Audit log'));
  const { values, setValues, filter, errors } = useAuditFilter();
  const actors = useQuery(AuditLogActorsQuery, { fetchPolicy: 'cache-and-network' });
  const log = useQuery(
    AuditLogQuery,
    filter === null
      ? skipToken
      : {
          variables: { filter, first: LIMITS.auditLogPageSize },
          fetchPolicy: 'cache-and-network',
        },
  );
  const list = (log.data ?? log.previousData)?.auditLog;
  const { loadMore, loadingMore, canLoadMore } = useLoadMore(log.data?.auditLog.pageInfo, (after) =>
    log.fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        auditLog: appendPage(previous.auditLog, fetchMoreResult.auditLog),
      }),
    }),
  );
  if (!list && log.error) return <QueryErrorPage error={log.error} />;
  return (
    <AuditLogScreen
      title="Audit log"
      subtitle="Who in your organization, and platform staff, did what and when."
      testId="audit-log-page"
      value={values}
      onChange={setValues}
      errors={errors}
      people={actors.data?.auditLogActors ?? []}
      entries={list?.edges.map((e) => e.node)}
      totalCount={list?.totalCount ?? 0}
      exportHref={filter && auditLogExportUrl(filter)}
      canLoadMore={canLoadMore}
      loadingMore={loadingMore}
      onLoadMore={() => void loadMore()}
    />
  );
}
