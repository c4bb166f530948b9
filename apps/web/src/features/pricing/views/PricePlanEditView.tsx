import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { offeredPlanTypes } from '@appstore/shared/pricing/schemas';
import { ErrorPage } from '../../../shared/components/ErrorPage';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppQuery } from '../../../shared/apps/app-query';
import { appDashboardUrl } from '../../../shared/urls/apps';
import { PricePlanForm } from '../components/PricePlanForm';
import { AppPricePlanQuery } from '../operations';
import { otherPlanTypes, planLockReason } from '../plan-form-values';
import { useDeletePricePlan, useUpdatePricePlan } from '../usePricePlanMutations';

// A missing app or plan (or one of another organisation) is this page's 404, not a snackbar.
const notFoundIsThePage = { silentErrors: ['NotFoundError'] } as const;

/** `/extranet/apps/:appId/priceplans/:planId/edit`: change or delete a plan; both return to the dashboard (spec §4). */
export default function PricePlanEditView() {
  const { appId = '', planId = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(pageTitle('Edit price plan'));
  const appQuery = useQuery(AppQuery, { variables: { id: appId }, fetchPolicy: 'cache-and-network', context: notFoundIsThePage });
  const planQuery = useQuery(AppPricePlanQuery, {
    variables: { id: planId },
    fetchPolicy: 'cache-and-network',
    context: notFoundIsThePage,
  });
  const updatePlan = useUpdatePricePlan();
  const deletePlan = useDeletePricePlan();
  const app = appQuery.data?.app;
  const plan = planQuery.data?.appPricePlan;

  if (!app || !plan) {
    const error = appQuery.error ?? planQuery.error;
    return error ? <QueryErrorPage error={error} /> : <Loading />;
  }
  // a plan id under another app's path would otherwise be edited against the wrong app's plans
  if (plan.appId !== app.id) return <ErrorPage code={404} message="Price plan not found" />;
  const dashboardUrl = appDashboardUrl(app.id);
  return (
    <PricePlanForm
      key={plan.id}
      title="Edit price plan"
      subtitle={app.name}
      plan={plan}
      offeredTypes={offeredPlanTypes(otherPlanTypes(app.pricePlans, plan.id))}
      lockReason={planLockReason(app, false)}
      onSubmit={async (values) => {
        await updatePlan(plan.id, values);
        navigate(dashboardUrl);
      }}
      cancelHref={dashboardUrl}
      onDelete={async () => {
        try {
          await deletePlan(plan.id);
          navigate(dashboardUrl);
        } catch {
          // The snackbar shows why (spec §8); the plan stays on screen.
        }
      }}
    />
  );
}
