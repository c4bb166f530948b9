import type { GettingStartedStepId } from '@appstore/shared/onboarding/getting-started';
import { accountUrl } from '../urls/organizations';
import { appCreateUrl, appDashboardUrl, appEditUrl, listingCreateUrl } from '../urls/apps';

export interface StepGuide {
  title: string;
  text: string;
  /** The button that leads to where the step is done. */
  action: string;
  href: string;
  /** Before there is a public app this step leads to creating one: only worth a button as the next step. */
  needsApp: boolean;
}

/**
 * What each checklist step asks and where it is done. The app steps lead to the app the server picked; before
 * there is a public app they lead to creating one.
 */
export function stepGuide(id: GettingStartedStepId, appId: string | null): StepGuide {
  const onApp = (href: (id: string) => string, action: string) =>
    appId ? { href: href(appId), action, needsApp: false } : { href: appCreateUrl(), action: 'Create a public app', needsApp: true };
  switch (id) {
    case 'AGREE_TO_TERMS':
      return {
        title: 'Agree to the terms',
        text: 'Accept the API Terms and the Partner Terms in Account settings. Apps are submitted only after both.',
        action: 'Open Account settings',
        href: accountUrl(),
        needsApp: false,
      };
    case 'CREATE_APP':
      return {
        title: 'Create an app',
        text: 'Your app gets its API key and secret key, the credentials it installs and signs with.',
        action: 'Create app',
        href: appCreateUrl(),
        needsApp: false,
      };
    case 'SET_UP_APP':
      return {
        title: 'Set credentials and URLs',
        text: 'Add the app URL vendors open, the redirect URLs the install flow may return to, and an API contact email.',
        ...onApp(appEditUrl, 'Open app setup'),
      };
    case 'WRITE_LISTING':
      return {
        title: 'Write the listing',
        text: 'Name, tagline, icon, description and a support contact: what vendors read in the App Store.',
        ...onApp(listingCreateUrl, 'Create listing'),
      };
    case 'TEST_INSTALLATION':
      return {
        title: 'Run a test installation',
        text: 'Install the app on your test vendor from its dashboard and complete the OAuth token exchange.',
        ...onApp(appDashboardUrl, 'Open app dashboard'),
      };
    case 'SUBMIT_FOR_REVIEW':
      return {
        title: 'Submit for review',
        text: 'When the readiness checks pass, submit the app. Once approved it is published in the App Store.',
        ...onApp(appDashboardUrl, 'Open app dashboard'),
      };
  }
}
