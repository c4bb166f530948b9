import { skipToken, useQuery } from '@apollo/client/react';
import { useStoredUser } from '../session/session';
import { AppOrgTermsQuery } from './operations';
import { hasAgreedToAllTerms } from './terms';

/** Whether the user's organisation agreed to both terms; `null` until known. */
export function useTermsAgreement(): boolean | null {
  const orgId = useStoredUser()?.orgId;
  const { data } = useQuery(AppOrgTermsQuery, orgId ? { variables: { id: orgId }, fetchPolicy: 'cache-and-network' } : skipToken);
  return data ? hasAgreedToAllTerms(data.appOrg) : null;
}
