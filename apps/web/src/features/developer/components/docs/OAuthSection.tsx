import { appConfig } from '../../../../shared/config';
import { CodeBlock } from './CodeBlock';
import { DocsTable } from './DocsTable';
import { Bullets, C, DocsSection, DocsSubheading, P, Steps } from './DocsSection';

const base = appConfig.publicUrl.replace(/\/$/, '');

const AUTHORIZE_EXAMPLE = `GET ${base}/appstore/oauth/authorize
  ?client_id=YOUR_API_KEY
  &redirect_uri=https%3A%2F%2Fyour-app.example.com%2Foauth%2Fcallback
  &scope=BOOKINGS_READ,PRODUCTS_READ
  &state=3f1b6c0e9a
  &code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM
  &code_challenge_method=S256`;

const TOKEN_EXAMPLE = `curl -X POST ${base}/appstore/oauth/access_token \\
  -H 'Content-Type: application/json' \\
  -d '{
    "client_id": "YOUR_API_KEY",
    "client_secret": "YOUR_SECRET_KEY",
    "code": "CODE_FROM_THE_REDIRECT",
    "redirect_uri": "https://your-app.example.com/oauth/callback",
    "code_verifier": "THE_VERIFIER_YOU_KEPT"
  }'`;

const TOKEN_RESPONSE = `{
  "access_token": "b1c2…",
  "token_type": "bearer",
  "scope": "BOOKINGS_READ,PRODUCTS_READ",
  "vendor_id": "VmVuZG9yOjQ",
  "appInstalledByUserFirstName": "Anna",
  "appInstalledByUserLastName": "Jónsdóttir",
  "appInstalledByUserEmail": "anna@demo-tours.example",
  "pricing": { "chargeType": "RECURRING", "pricePlan": { … } },
  "legacyApiCredentials": { "accessKey": "…", "secretKey": "…" }
}`;

const PKCE_EXAMPLE = `import crypto from 'node:crypto';

const codeVerifier = crypto.randomBytes(32).toString('base64url');
const codeChallenge = crypto.createHash('sha256').update(codeVerifier).digest('base64url');
// send code_challenge + code_challenge_method=S256 to /authorize,
// keep codeVerifier and send it as code_verifier to /access_token`;

export function OAuthSection() {
  return (
    <DocsSection id="oauth" title="Installing: OAuth 2.0">
      <P>Installs use the OAuth 2.0 authorization code flow.</P>
      <Steps>
        <li>Your app receives a signed launch (above) and checks the hmac.</li>
        <li>
          It sends the browser to <C>GET /appstore/oauth/authorize</C>.
        </li>
        <li>
          The vendor signs in if needed and sees a consent page: your app&apos;s name and icon, your name, each requested scope in plain
          words, a price plan to pick when the app is paid, and Install / Cancel.
        </li>
        <li>
          <strong>Install</strong> redirects to your <C>redirect_uri</C> with <C>code</C>, your unchanged <C>state</C>, <C>domain</C>,{' '}
          <C>timestamp</C> and <C>hmac</C>. <strong>Cancel</strong> redirects with <C>error=access_denied</C> and <C>state</C>.
        </li>
        <li>
          Your server exchanges the code at <C>POST /appstore/oauth/access_token</C> for an access token.
        </li>
      </Steps>

      <DocsSubheading>Authorize parameters</DocsSubheading>
      <DocsTable
        caption="Authorize parameters"
        head={['Parameter', 'Required', 'Meaning']}
        rows={[
          [<C>client_id</C>, 'yes', "Your app's API key"],
          [<C>redirect_uri</C>, 'yes', 'Must equal an entry of your whitelist exactly (an empty path counts as /)'],
          [<C>scope</C>, 'yes', 'Comma-separated scope names, no spaces'],
          [<C>state</C>, 'yes', 'A random value you check when the browser comes back'],
          [<C>code_challenge</C>, 'no', 'PKCE challenge (base64url SHA-256 of your verifier)'],
          [<C>code_challenge_method</C>, 'with a challenge', <C>S256</C>],
        ]}
      />
      <CodeBlock label="Authorize request example" code={AUTHORIZE_EXAMPLE} />
      <P>
        An unknown <C>client_id</C>, a <C>redirect_uri</C> that is not whitelisted, or an unknown scope shows an error page (HTTP 400) and
        never redirects. Until a public app is published, only your organisation&apos;s test vendor can install it; a custom app can be
        installed only by its linked vendor.
      </P>

      <DocsSubheading>Exchanging the code</DocsSubheading>
      <P>
        Send <C>client_id</C>, <C>client_secret</C>, <C>code</C> and <C>code_verifier</C> if you sent a challenge, form-encoded or as JSON.
        We recommend sending <C>redirect_uri</C> too: it must then be exactly the value you sent to <C>/authorize</C>, character for
        character. Apps that send only the first three fields keep working:
      </P>
      <CodeBlock label="Access token request example" code={TOKEN_EXAMPLE} />
      <CodeBlock label="Access token response example" code={TOKEN_RESPONSE} />
      <Bullets>
        <li>
          <C>pricing</C> is <C>null</C> for free apps; <C>legacyApiCredentials</C> is present only when <C>LEGACY_API</C> was granted.
        </li>
        <li>
          Codes are single use and expire after 10 minutes. Using a code twice fails with <C>invalid_grant</C> and revokes the token issued
          from it. A <C>redirect_uri</C> other than the one sent to <C>/authorize</C> or a wrong <C>code_verifier</C> fails with{' '}
          <C>invalid_grant</C> and leaves the code usable until it expires. A wrong secret gives 401 <C>invalid_client</C>. Errors use the
          OAuth JSON form <C>{'{ error, error_description }'}</C>.
        </li>
        <li>
          A code is refused with <C>invalid_grant</C>, and no token issued, when after the consent the vendor pressed Cancel on another
          consent page for your app, uninstalled it, or the app can no longer be installed by that vendor (unpublished, or a custom app made
          for another vendor).
        </li>
        <li>
          Installing again (for example to ask for more scopes) updates the installation and issues a new token. Uninstalling revokes every
          token of the installation at once.
        </li>
        <li>Tokens do not expire on their own: they are valid until the app is uninstalled or the token revoked.</li>
      </Bullets>

      <DocsSubheading>PKCE</DocsSubheading>
      <P>
        PKCE protects the code if it leaks on its way back to you. It is optional but recommended; only <C>S256</C> is accepted.
      </P>
      <CodeBlock label="PKCE example" code={PKCE_EXAMPLE} />
    </DocsSection>
  );
}
