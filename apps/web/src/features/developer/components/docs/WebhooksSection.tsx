import { WEBHOOK_TOPIC_HEADERS, WEBHOOK_TOPICS, type WebhookTopic } from '@appstore/shared/webhooks/topics';
import { webhookRetryScheduleText } from '@appstore/shared/webhooks/retry-schedule';
import { WEBHOOK_TOPIC_SCOPES } from '@appstore/shared/webhooks/topic-scopes';
import { VERIFY_SNIPPET } from '../../verifier-snippet';
import { CodeBlock } from './CodeBlock';
import { DocsTable } from './DocsTable';
import { Bullets, C, DocsSection, DocsSubheading, P } from './DocsSection';

/** The JSON body of each topic's request. */
const WEBHOOK_TOPIC_BODIES: Record<WebhookTopic, string> = {
  APP_UNINSTALL: '{timestamp}',
  APP_ACCESS_ACCEPT: '{timestamp, appVersion, scopes} (to the app whose version the vendor accepted; scopes as they were then)',
  BOOKINGS_CREATE: '{timestamp, bookingId, confirmationCode, status}',
  BOOKINGS_UPDATE: '{timestamp, bookingId, confirmationCode, status}',
  BOOKINGS_CANCEL: '{timestamp, bookingId, confirmationCode, status}',
  BOOKINGS_PAYMENT: '{timestamp, bookingId, confirmationCode, status, amount, currency}',
  BOOKINGS_REFUND: '{timestamp, bookingId, confirmationCode, status, amount, currency}',
  EXPERIENCES_CREATE: '{timestamp, experienceId, supplierId, createMethod}',
  EXPERIENCES_UPDATE: '{timestamp, experienceId, supplierId, activated, step}',
  EXPERIENCES_AVAILABILITY_UPDATE: '{timestamp, experienceId, supplierId, …}',
  REVIEWS_CREATE: '{timestamp, reviewId, rating} (to the reviewed app only)',
};

export function WebhooksSection() {
  return (
    <DocsSection id="webhooks" title="Webhooks">
      <P>
        Subscribe per app, in the partner portal, to the topics you need. An event of a vendor goes to every app that vendor installed with
        a subscription to the topic (<C>APP_UNINSTALL</C> and <C>APP_ACCESS_ACCEPT</C> go only to the app they are about), when that
        vendor&apos;s installation granted the scope the topic needs (the table below; a <C>*_WRITE</C> scope alone is not enough). What an
        installation receives follows its scopes as they are when the event happens, so a re-install with other scopes changes it.
      </P>

      <DocsSubheading>Topics</DocsSubheading>
      <DocsTable
        caption="Webhook topics"
        head={['Topic', 'x-bokun-topic', 'Scope needed', 'JSON body']}
        rows={WEBHOOK_TOPICS.map((topic) => [
          <C>{topic}</C>,
          <C>{WEBHOOK_TOPIC_HEADERS[topic]}</C>,
          WEBHOOK_TOPIC_SCOPES[topic] ? <C>{WEBHOOK_TOPIC_SCOPES[topic]}</C> : 'none',
          <C>{WEBHOOK_TOPIC_BODIES[topic]}</C>,
        ])}
      />
      <P>
        <C>timestamp</C> is an ISO local date-time with milliseconds.
      </P>

      <DocsSubheading>Request headers</DocsSubheading>
      <DocsTable
        caption="Webhook headers"
        head={['Header', 'Value']}
        rows={[
          [<C>x-bokun-apikey</C>, "Your app's API key"],
          [<C>x-bokun-topic</C>, 'The topic, e.g. bookings/create'],
          [<C>x-bokun-vendor-id</C>, "The vendor's global ID"],
          [<C>x-bokun-booking-id</C>, 'On booking topics'],
          [<C>x-bokun-experience-id</C>, 'On experience topics'],
          [<C>x-bokun-hmac</C>, 'Signature over the other x-bokun-* headers'],
          [<C>webhook-id</C>, 'Event id, the same on every retry of one event'],
          [<C>webhook-timestamp</C>, 'Unix seconds, fresh on every attempt'],
          [<C>webhook-signature</C>, 'v1,<base64 signature> over id, timestamp and body'],
        ]}
      />

      <DocsSubheading>Verifying signatures</DocsSubheading>
      <P>
        Every request carries two signatures, both keyed with your app&apos;s secret key. <C>x-bokun-hmac</C> is the established scheme and
        covers only the headers; the Standard Webhooks <C>webhook-signature</C> also covers the body and the time, so check it first.
      </P>
      <CodeBlock label="Webhook verification in Node" code={VERIFY_SNIPPET} />

      <DocsSubheading>Delivery and retries</DocsSubheading>
      <Bullets>
        <li>
          Answer with any 2xx status within 5 seconds. Anything else, a timeout, or a redirect (redirects are not followed) is a failure.
        </li>
        <li>{webhookRetryScheduleText()}</li>
        <li>
          When the last attempt fails, the subscription is disabled and your organisation&apos;s emergency developer contact gets an e-mail.
          You can re-enable it in the portal.
        </li>
        <li>
          Every attempt is logged with its time, status, latency and a response excerpt. From the portal you can re-send one delivery or
          every failed one.
        </li>
        <li>
          Events are queued in the same transaction as the change that caused them, so none are lost. Process each <C>webhook-id</C> once.
        </li>
        <li>In production, webhook URLs must use https and must not point at private or reserved addresses.</li>
      </Bullets>
    </DocsSection>
  );
}
