import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { offeredPlanTypes } from '@appstore/shared/pricing/schemas';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppQuery } from '../../../shared/apps/app-query';
import { appDashboardUrl } from '../../../shared/urls/apps';
import { PricePlanForm } from '../components/PricePlanForm';
import { otherPlanTypes, planLockReason } from '../plan-form-values';
import { useCreatePricePlan } from '../usePricePlanMutations';

/** `/extranet/apps/:appId/priceplans/new`: a new plan; saving or cancelling returns to the dashboard (spec §4). */
export default function PricePlanCreateView() {
  const { appId = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(pageTitle('Add price plan'));
  // The app tells which types are left (one FREE plan per app) and whether pricing is locked.
  const { data, error } = useQuery(AppQuery, {
    variables: { id: appId },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: ['NotFoundError'] },
  });
  const createPlan = useCreatePricePlan();
  const app = data?.app;

  if (!app) return error ? <QueryErrorPage error={error} /> : <Loading />;
  return (
    <PricePlanForm
      title="Add price plan"
      subtitle={app.name}
      offeredTypes={offeredPlanTypes(otherPlanTypes(app.pricePlans))}
      lockReason={planLockReason(app, true)}
      onSubmit={async (values) => {
        await createPlan(app.id, values);
        navigate(appDashboardUrl(app.id));
      }}
      cancelHref={appDashboardUrl(app.id)}
    />
  );
}
