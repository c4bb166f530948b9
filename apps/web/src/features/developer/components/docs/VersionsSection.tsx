import { appConfig } from '../../../../shared/config';
import { CodeBlock } from './CodeBlock';
import { Bullets, C, DocsSection, DocsSubheading, P } from './DocsSection';

const base = appConfig.publicUrl.replace(/\/$/, '');

const ACCESS_QUERY = `query {
  appAccess {
    version        # the version the vendor accepted
    scopes         # what this token may do now
    latestVersion
    pendingScopes  # what the latest version adds that the vendor has not accepted
    acceptUrl      # e.g. ${base}/vendor/apps/42/access, null when nothing waits
  }
}`;

/** App versions: changing a published app's access without asking every vendor to reinstall. */
export function VersionsSection() {
  return (
    <DocsSection id="versions" title="Changing your app’s access">
      <P>
        Under <strong>Access</strong> on your app&apos;s page in the partner portal you choose the scopes your app may ask vendors for.
        Version 1 is what you ticked when you created the app: nothing unless you chose scopes, so an install that asks for any is refused
        until you do. (Apps created before you could choose started with every scope.) Each change you save is a new version.
      </P>
      <Bullets>
        <li>
          <strong>Removing a scope applies at once</strong>: every installation and every token of your app loses it, and webhooks whose
          topic needs it stop for those installations.
        </li>
        <li>
          <strong>Adding a scope waits for each vendor</strong>: installed vendors keep the access they accepted, with the same tokens and
          webhooks, until a user of the vendor accepts the new version. Their installed-apps page shows a banner and a review page; once
          accepted, the installation and its existing tokens have the added scopes. You see how many installations are on each version.
        </li>
        <li>
          New installs get the latest version. <C>/appstore/oauth/authorize</C> refuses (HTTP 400 error page) a <C>scope</C> that the latest
          version does not include, and a webhook topic needs its scope in the latest version (<C>bookings/*</C>: <C>BOOKINGS_READ</C>,{' '}
          <C>experiences/*</C>: <C>PRODUCTS_READ</C>, <C>reviews/create</C>: <C>REVIEWS_READ</C>).
        </li>
        <li>
          A code that a vendor consented to before you removed a scope is exchanged without that scope: the token answer&apos;s <C>scope</C>{' '}
          lists what was granted. A code consented to before you added one leaves the installation on the version the vendor saw, with the
          added scope still to accept.
        </li>
        <li>
          What waits is what the latest version adds to the version the vendor accepted. A scope your app did not request at install (or
          that the vendor installed without) is not asked for again: send the vendor through <C>/appstore/oauth/authorize</C> for it.
        </li>
        <li>
          Webhook subscriptions are not versioned: a new subscription reaches every installation that holds its topic&apos;s scope, at once.
          Events queued for a scope you remove are not sent.
        </li>
        <li>Removing a scope and adding it back is a new version like any other: every vendor accepts it again.</li>
      </Bullets>
      <DocsSubheading>Asking a vendor to accept</DocsSubheading>
      <P>
        Your app can ask the App API what waits, with any token and no scope, and send a user of the vendor to <C>acceptUrl</C>. Accepting
        there keeps your token and adds the scopes to it; the vendor returns to their installed apps. Subscribe to <C>APP_ACCESS_ACCEPT</C>{' '}
        (<C>apps/access_accept</C>, no scope needed) to hear it at once, with the version and the scopes your token had then (deliveries are
        not ordered: ignore an older version), or ask <C>appAccess</C> again when the vendor next opens your app. Or send them through{' '}
        <C>/appstore/oauth/authorize</C> again with the new scope list: the consent page marks what is new, and the exchange issues a new
        token on the latest version and revokes the earlier ones.
      </P>
      <CodeBlock label="appAccess query" code={ACCESS_QUERY} />
    </DocsSection>
  );
}
