import { APP_SCOPES, type AppScope } from '@appstore/shared/installations/scopes';
import { appConfig } from '../../../../shared/config';
import { CodeBlock } from './CodeBlock';
import { DocsTable } from './DocsTable';
import { Bullets, C, DocsSection, DocsSubheading, P } from './DocsSection';

const base = appConfig.publicUrl.replace(/\/$/, '');

const REQUEST_EXAMPLE = `curl -X POST ${base}/api/graphql \\
  -H 'Content-Type: application/json' \\
  -H 'X-Bokun-App-Access-Token: YOUR_ACCESS_TOKEN' \\
  -d '{"query":"{ vendor { id name } }"}'`;

const BOOKING_EXAMPLE = `mutation {
  bookingCreate(input: {
    experienceId: "RXhwZXJpZW5jZToxMg"
    date: "2025-07-01"
    participants: 2
    customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }
  }) {
    id
  }
}`;

/** What each scope allows, in the docs' words; keyed by every scope, so a new scope cannot miss its row. */
const SCOPE_ALLOWS: Record<AppScope, string> = {
  VENDOR_USERS_READ: "Read the vendor's users (vendorUsers)",
  BOOKINGS_READ: 'Read bookings (bookings, booking)',
  BOOKINGS_WRITE: 'Create, update and cancel bookings; add payments and refunds',
  CUSTOMERS_READ: 'Read customers',
  CUSTOMERS_CONTACT_READ: "Read customers' contact details",
  PRODUCTS_READ: 'Read experiences (experiences, experience)',
  PRODUCTS_WRITE: 'Create and update experiences',
  PRODUCT_AVAILABILITY_WRITE: "Change an experience's availability",
  LEGACY_API: 'Old REST API credentials (restApiCredentials, legacyApiCredentials)',
  REVIEWS_READ: "Read the App Store's reviews of your app (reviews)",
};

export function AppApiSection() {
  return (
    <DocsSection id="app-api" title="The App API">
      <P>
        The App API is GraphQL at <C>POST {base}/api/graphql</C>. Send the access token in the <C>X-Bokun-App-Access-Token</C> header (
        <C>Authorization: Bearer &lt;token&gt;</C> works too). A missing or bad token answers HTTP 401 with a GraphQL error and never data.
      </P>
      <CodeBlock label="App API request example" code={REQUEST_EXAMPLE} />
      <P>
        The token fixes the vendor: your app reads and changes only the data of the vendor that installed it. Each operation needs a scope;
        a missing scope gives a <C>ForbiddenError</C> naming it.
      </P>

      <DocsSubheading>Scopes</DocsSubheading>
      <P>
        Your app may ask only for the scopes of its access, which you choose in the partner portal; a new app has none until you do. Ask for
        what it needs: vendors read each scope in plain words before they install, and reviewers look hardest at customers&apos; contact
        details, <C>LEGACY_API</C> and every <C>*_WRITE</C> scope.
      </P>
      <DocsTable caption="Scopes" head={['Scope', 'Allows']} rows={APP_SCOPES.map((scope) => [<C>{scope}</C>, SCOPE_ALLOWS[scope]])} />

      <DocsSubheading>Operations</DocsSubheading>
      <Bullets>
        <li>
          Queries: <C>vendor</C> (no scope needed), <C>vendorUsers(filter: {'{searchTerm}'}, first, after)</C>,{' '}
          <C>experiences(filter, first, after)</C>, <C>experience(id)</C>, <C>bookings(filter, first, after)</C>, <C>booking(id)</C>,{' '}
          <C>restApiCredentials</C>.
        </li>
        <li>
          Mutations, each firing its webhook topic: <C>experienceCreate</C>, <C>experienceUpdate</C>, <C>experienceAvailabilityUpdate</C>,{' '}
          <C>bookingCreate</C>, <C>bookingUpdate</C>, <C>bookingCancel</C>, <C>bookingAddPayment</C>, <C>bookingRefund</C>.
        </li>
        <li>
          Lists are Relay connections: <C>totalCount</C>, <C>edges {'{ cursor node }'}</C> and <C>pageInfo {'{ endCursor hasNextPage }'}</C>
          ; pass <C>after: endCursor</C> for the next page.
        </li>
        <li>Introspection is on, so you can explore the schema in GraphiQL. Query depth, cost and aliases are limited.</li>
      </Bullets>
      <CodeBlock label="Booking mutation example" code={BOOKING_EXAMPLE} />
    </DocsSection>
  );
}
