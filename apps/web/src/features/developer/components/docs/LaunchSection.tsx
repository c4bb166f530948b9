import { CodeBlock } from './CodeBlock';
import { DocsTable } from './DocsTable';
import { Bullets, C, DocsSection, P } from './DocsSection';

const LAUNCH_EXAMPLE = `https://your-app.example.com/?domain=demo-tours&timestamp=1735689600&user=42&hmac=9f2c…e1

message = "domain=demo-tours&timestamp=1735689600&user=42"
hmac    = hex(HMAC-SHA256(secretKey, message))`;

export function LaunchSection() {
  return (
    <DocsSection id="launch" title="Launching an app">
      <P>
        When a vendor opens your app (from its listing, from their installed apps, or from your test installation), the platform sends the
        browser to your app URL with these query parameters:
      </P>
      <DocsTable
        caption="Launch parameters"
        head={['Parameter', 'Meaning']}
        rows={[
          [<C>domain</C>, "The vendor's short domain, e.g. demo-tours"],
          [<C>timestamp</C>, 'Unix time in seconds'],
          [<C>user</C>, "The vendor user's id"],
          [<C>hmac</C>, 'Signature over every other parameter'],
        ]}
      />
      <P>
        <strong>Verify the hmac before you trust the request.</strong> It is the lowercase hex HMAC-SHA256, keyed with your secret key, over
        a message built from every other query parameter:
      </P>
      <Bullets>
        <li>sort the parameters by name;</li>
        <li>
          write each as <C>name=value</C> with the <em>decoded</em> value (when a name repeats, join its values with <C>,</C>);
        </li>
        <li>
          before joining, escape <C>%</C> as <C>%25</C> and <C>&amp;</C> as <C>%26</C> in names and values, and <C>=</C> as <C>%3D</C> in
          names, so that no value (such as a <C>state</C> of <C>x&amp;domain=evil</C>) can pass for other parameters;
        </li>
        <li>
          join them with <C>&amp;</C>.
        </li>
      </Bullets>
      <CodeBlock label="Launch signature example" code={LAUNCH_EXAMPLE} />
      <P>
        The values the platform sends itself never contain <C>%</C>, <C>&amp;</C> or <C>=</C>, so for them the escaped message is the same
        as the plain one.
      </P>
      <P>
        Reject old timestamps too (a few minutes is plenty). The same rule signs the redirect back to your app at the end of the OAuth flow.
      </P>
    </DocsSection>
  );
}
