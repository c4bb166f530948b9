import { OpenYourAppsNotice } from './OpenYourAppsNotice';

/** Above empty charts: why they are empty and where installs come from. */
export function NoInstallsNotice({ period }: { period: string }) {
  return (
    <OpenYourAppsNotice testId="reports-empty" sx={{ mb: 3 }}>
      No vendor installed or uninstalled your apps in {period}. Installs appear here once your apps are published in the App Store and
      vendors install them; try a longer date range to see earlier ones.
    </OpenYourAppsNotice>
  );
}
