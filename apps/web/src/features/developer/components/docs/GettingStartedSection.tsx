import Link from '@mui/material/Link';
import { signupUrl } from '../../../../shared/urls/accounts';
import { Bullets, C, DocsSection, P, Steps } from './DocsSection';

export function GettingStartedSection() {
  return (
    <DocsSection id="getting-started" title="Getting started">
      <P>
        A Bókun app is a web application you host yourself. Tour and activity operators (called <em>vendors</em>) install it from the App
        Store; your app then works with their data through the App API and hears about changes through webhooks.
      </P>
      <Steps>
        <li>
          <Link href={signupUrl()}>Create a free developer account</Link> and verify your e-mail address.
        </li>
        <li>
          In the partner portal, create an app. You get an <strong>API key</strong> (your OAuth <C>client_id</C>) and a{' '}
          <strong>secret key</strong> (your <C>client_secret</C>, also the key for every signature).
        </li>
        <li>
          Set the <strong>app URL</strong> (where vendors are sent when they open your app) and the <strong>redirect URL whitelist</strong>{' '}
          (the <C>redirect_uri</C> values you will use).
        </li>
        <li>
          Choose its <strong>access</strong>: the scopes it may ask vendors for (see <Link href="#app-api">The App API</Link>). A new app
          asks for nothing until you tick what it needs, when you create it or later under <strong>Access</strong> on its page.
        </li>
        <li>Install the app on your organisation&apos;s test vendor and try the whole flow.</li>
        <li>Add a listing and price plans, then submit the app for review to publish it in the App Store.</li>
      </Steps>
      <Bullets>
        <li>
          Global IDs in the App API are unpadded base64 of <C>Type:number</C>, e.g. <C>Vendor:4</C> → <C>VmVuZG9yOjQ</C>.
        </li>
        <li>Keep the secret key on your server. Never ship it to a browser or a mobile app.</li>
      </Bullets>
    </DocsSection>
  );
}
