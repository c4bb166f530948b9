import { WEBHOOK_WARNING_AFTER_FAILURES } from '@appstore/shared';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from './mail.service.ts';

const PRODUCT = 'Bókun App Store';

/** What a mail says, once; `render` writes it as both the plain-text and the HTML part. */
interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A staff member's reason, quoted as they wrote it. */
  reason?: string;
  action: { label: string; url: string };
  /** Small print after the button: validity, "ignore this if…". */
  notes?: string[];
}

const greet = (firstName?: string) => (firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hello,');

export function verificationMail(p: { to: string; firstName: string; link: string }): MailMessage {
  return render({
    to: p.to,
    subject: 'Verify your e-mail address',
    greeting: greet(p.firstName),
    paragraphs: [`Thanks for signing up for the ${PRODUCT}. Please confirm that this is your e-mail address so that you can log in.`],
    action: { label: 'Verify e-mail address', url: p.link },
    notes: [
      'The link is valid for 24 hours and can be used once.',
      `If you did not sign up for the ${PRODUCT}, you can ignore this e-mail.`,
    ],
  });
}

export function passwordResetMail(p: { to: string; firstName: string; link: string }): MailMessage {
  return render({
    to: p.to,
    subject: 'Reset your password',
    greeting: greet(p.firstName),
    paragraphs: [`We received a request to reset the password of your ${PRODUCT} account. Choose a new password here:`],
    action: { label: 'Reset password', url: p.link },
    notes: [
      'The link is valid for 1 hour and can be used once. Resetting your password logs you out everywhere.',
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    ],
  });
}

/** Sign-up with an address that has an account: its owner hears of it (the form answers as for a new address). */
export function signupAttemptMail(p: { to: string; firstName: string; loginLink: string; resetLink: string }): MailMessage {
  return render({
    to: p.to,
    subject: 'Someone tried to sign up with your e-mail address',
    greeting: greet(p.firstName),
    paragraphs: [
      `Someone tried to sign up for the ${PRODUCT} with this e-mail address, but it already has an account. If it was you, log in with your password, or set a new one here: ${p.resetLink}`,
    ],
    action: { label: 'Log in', url: p.loginLink },
    notes: ['If it was not you, you can ignore this e-mail: nothing has changed in your account.'],
  });
}

export function teamMemberCreatedMail(p: {
  to: string;
  firstName: string;
  organizationName: string;
  createdBy: string;
  loginLink: string;
}): MailMessage {
  return render({
    to: p.to,
    subject: `You have been added to ${p.organizationName}`,
    greeting: greet(p.firstName),
    paragraphs: [
      `${p.createdBy} has added you to ${p.organizationName} on the ${PRODUCT}. An account now exists for you with the e-mail address ${p.to}.`,
      // the owner chose the password when creating the user; it never travels by e-mail
      `We do not send passwords by e-mail: ask ${p.createdBy} for the password they set. You can change it under My Profile once you have logged in.`,
    ],
    action: { label: 'Log in', url: p.loginLink },
  });
}

const REVIEW = {
  APPROVED: {
    subject: (app: string) => `${app} has been approved`,
    paragraph: (app: string) => `Good news: ${app} has passed review and is now published in the ${PRODUCT}.`,
    reasonIntro: 'Note from the reviewer:',
  },
  REJECTED: {
    subject: (app: string) => `${app} was not approved`,
    paragraph: (app: string) =>
      `${app} did not pass review and has not been published. Please make the changes below and submit it for review again.`,
    reasonIntro: 'Reason:',
  },
  UNPUBLISHED: {
    subject: (app: string) => `${app} has been unpublished`,
    paragraph: (app: string) =>
      `${app} has been unpublished and is no longer listed in the ${PRODUCT}. You can submit it for review again when it is ready.`,
    reasonIntro: 'Reason:',
  },
} as const;

export function reviewDecisionMail(p: {
  to: string;
  appName: string;
  decision: 'APPROVED' | 'REJECTED' | 'UNPUBLISHED';
  reason?: string;
  dashboardLink: string;
}): MailMessage {
  const copy = REVIEW[p.decision];
  return render({
    to: p.to,
    subject: copy.subject(p.appName),
    greeting: greet(),
    paragraphs: [copy.paragraph(p.appName)],
    reason: p.reason?.trim() ? `${copy.reasonIntro}\n${p.reason.trim()}` : undefined,
    action: { label: 'Open the app', url: p.dashboardLink },
  });
}

export function payoutDecisionMail(p: {
  to: string;
  decision: 'PAID' | 'REJECTED';
  periodText: string;
  amountText: string;
  reason?: string;
  /** The payouts page, or for a rejection the request's edit page. */
  payoutsLink: string;
}): MailMessage {
  const paid = p.decision === 'PAID';
  return render({
    to: p.to,
    subject: paid ? `Your payout for ${p.periodText} has been paid` : `Your payout request for ${p.periodText} was rejected`,
    greeting: greet(),
    paragraphs: paid
      ? [`Your payout request of ${p.amountText} for ${p.periodText} has been paid.`]
      : [
          `Your payout request of ${p.amountText} for ${p.periodText} was rejected.`,
          'Please upload a corrected invoice and submit the request again.',
        ],
    reason: !paid && p.reason?.trim() ? `Reason:\n${p.reason.trim()}` : undefined,
    action: { label: paid ? 'View payouts' : 'Edit the payout request', url: p.payoutsLink },
  });
}

export function webhookDisabledMail(p: { to: string; appName: string; topic: string; url: string; webhookLink: string }): MailMessage {
  return render({
    to: p.to,
    subject: `Webhook disabled for ${p.appName}`,
    greeting: greet(),
    paragraphs: [
      `We could not deliver the ${p.topic} webhook of ${p.appName} to ${p.url}, and every retry failed. The subscription has been disabled, so no more events are sent to it.`,
      'Once the endpoint answers again, re-enable the subscription; you can re-send the failed deliveries from its delivery log.',
    ],
    action: { label: 'Open webhook settings', url: p.webhookLink },
  });
}

/** The early warning: a run of failures, well before the subscription would be disabled. */
export function webhookFailingMail(p: { to: string; appName: string; topic: string; url: string; webhookLink: string }): MailMessage {
  return render({
    to: p.to,
    subject: `Webhook failing for ${p.appName}`,
    greeting: greet(),
    paragraphs: [
      `The last ${WEBHOOK_WARNING_AFTER_FAILURES} attempts to deliver the ${p.topic} webhook of ${p.appName} to ${p.url} failed (or one event failed ${WEBHOOK_WARNING_AFTER_FAILURES} times). We keep retrying each event on its schedule (after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h).`,
      `If an event still fails after its last retry (8 attempts in all), the subscription is disabled and no more events are sent to it. Please check the endpoint now: its delivery log and health figures show what it answered.`,
    ],
    action: { label: 'Open webhook settings', url: p.webhookLink },
    notes: ['We send this warning once per run of failures; a successful delivery ends the run.'],
  });
}

/** To a partner member who has not turned these off: a vendor reviewed one of the organisation's apps. */
export function newReviewMail(p: {
  to: string;
  firstName: string;
  appName: string;
  vendorName: string;
  rating: number;
  title: string;
  reviewsLink: string;
  settingsNote: string;
}): MailMessage {
  return render({
    to: p.to,
    subject: `New ${p.rating}-star review of ${p.appName}`,
    greeting: greet(p.firstName),
    paragraphs: [
      `${p.vendorName} rated ${p.appName} ${p.rating} out of 5 stars: "${p.title}"`,
      'You can read it and post a public reply in the partner portal.',
    ],
    action: { label: 'Read and reply', url: p.reviewsLink },
    notes: [p.settingsNote],
  });
}

/** To the vendor user who wrote a review that staff hid. */
export function reviewHiddenMail(p: { to: string; firstName: string; appName: string; reason: string; link: string }): MailMessage {
  return render({
    to: p.to,
    subject: `Your review of ${p.appName} has been hidden`,
    greeting: greet(p.firstName),
    paragraphs: [
      `Our team has hidden your review of ${p.appName} from the ${PRODUCT}. It no longer shows on the app's page or counts in its rating.`,
      'The review stays hidden, also if you edit it. If you think this was a mistake, contact our support.',
    ],
    reason: `Reason:\n${p.reason.trim()}`,
    action: { label: 'See your review', url: p.link },
  });
}

function render(c: MailContent): MailMessage {
  // a line break in a name must not start a new header line or split the subject
  const subject = c.subject.replace(/\s+/g, ' ').trim();
  return { to: c.to, subject, text: renderText(c), html: renderHtml({ ...c, subject }) };
}

function renderText(c: MailContent): string {
  const blocks = [
    c.greeting,
    ...c.paragraphs,
    ...(c.reason ? [c.reason] : []),
    `${c.action.label}:\n${c.action.url}`,
    ...(c.notes ?? []),
    `-- \n${PRODUCT}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const ACCENT = '#0b5fff';

/** Escaped, with the writer's line breaks kept. */
const htmlText = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');

function renderHtml(c: MailContent): string {
  const url = escapeHtml(c.action.url);
  const p = (s: string, style = '') => `<p style="margin:0 0 16px;${style}">${htmlText(s)}</p>`;
  const body = [
    p(c.greeting),
    ...c.paragraphs.map((s) => p(s)),
    c.reason
      ? `<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f4f5f7;border-left:4px solid #cbd2d9;border-radius:4px;">${htmlText(c.reason)}</blockquote>`
      : '',
    `<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;padding:12px 24px;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;border-radius:6px;">${escapeHtml(c.action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#52606d;">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:${ACCENT};word-break:break-all;">${url}</a></p>`,
    ...(c.notes ?? []).map((s) => p(s, 'font-size:13px;color:#52606d;')),
  ]
    .filter(Boolean)
    .join('\n');

  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e4e7eb;border-radius:8px;font-family:${FONT};color:#1f2933;">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e4e7eb;font-size:18px;font-weight:700;">${escapeHtml(PRODUCT)}</td></tr>
<tr><td style="padding:32px;font-size:15px;line-height:1.6;">
${body}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;font-size:12px;color:#7b8794;">This e-mail was sent to ${escapeHtml(c.to)} by the ${escapeHtml(PRODUCT)}.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
