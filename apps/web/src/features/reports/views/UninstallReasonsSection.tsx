import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { UNINSTALL_REASONS_MIN_GROUP } from '@appstore/shared/installations/uninstall-reasons';
import { Loading } from '../../../shared/components/Loading';
import { SectionCard } from '../../../shared/components/SectionCard';
import { ExportCsvButton } from '../../../shared/components/ExportCsvButton';
import { QueryErrorNotice } from '../../../shared/components/QueryErrorNotice';
import { uninstallReasonsExportUrl, type ReportRange } from '../../../shared/urls/exports';
import { UninstallReasonsList } from '../components/UninstallReasonsList';
import { UninstallReasonsQuery } from '../operations';

/** The reports' 'Uninstall reasons' card: for the screen's date range, per app and month or quarter. */
export function UninstallReasonsSection({ range: screenRange, period }: { range: ReportRange; period: string }) {
  // the screen's range ends at the minute the page opened (floored, so it can be cached); an answer a vendor gave
  // in that minute belongs in this card, so it reads to the end of that minute
  const range = useMemo(() => ({ ...screenRange, timestampTo: screenRange.timestampTo + 60_000 - 1 }), [screenRange]);
  const { data, loading, error } = useQuery(UninstallReasonsQuery, { variables: range, fetchPolicy: 'cache-and-network' });
  const periods = data?.uninstallReasons;
  return (
    <SectionCard
      title="Uninstall reasons"
      subtitle={period}
      action={<ExportCsvButton href={uninstallReasonsExportUrl(range)} label="uninstall reasons" data-testid="uninstall-reasons-export" />}
      data-testid="uninstall-reasons"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        When vendors uninstall one of your apps they may say why. Only your organisation sees their answers; they are never shown in the App
        Store.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="uninstall-reasons-rule">
        A month shows once it is over and has at least {UNINSTALL_REASONS_MIN_GROUP} uninstalls; smaller months are combined into their
        quarter, or left out, so no answer can be traced to a vendor.
      </Typography>
      {periods ? (
        <UninstallReasonsList periods={periods} range={period} />
      ) : loading ? (
        <Loading />
      ) : error ? (
        <QueryErrorNotice error={error} />
      ) : null}
    </SectionCard>
  );
}
