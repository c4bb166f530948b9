import { useQuery } from '@apollo/client/react';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { usePortalUser } from '../../../shared/session/portal-user';
import { PayoutSettingsForm } from '../components/PayoutSettingsForm';
import { PayoutSettingsQuery } from '../operations';
import { payoutsUrl } from '../../../shared/urls/payouts';
import { useSavePayoutSettings } from '../usePayoutMutations';

/** `/extranet/payouts/settings`: the organisation's payout settings (spec §2, §5). */
export default function PayoutSettingsView() {
  useDocumentTitle(pageTitle('Payout settings'));
  // Bank numbers come masked and the form starts from them: never from a stale cache.
  const { data, error } = useQuery(PayoutSettingsQuery, { fetchPolicy: 'network-only' });
  const save = useSavePayoutSettings();
  const me = usePortalUser();

  if (!data) return error ? <QueryErrorPage error={error} /> : <Loading />;
  return (
    <PayoutSettingsForm
      settings={data.getPayoutSettings}
      currencies={data.currencies}
      onSubmit={save}
      cancelHref={payoutsUrl()}
      allowed={me.accountOwner || me.adminUser}
    />
  );
}
