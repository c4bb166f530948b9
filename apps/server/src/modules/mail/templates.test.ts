import { describe, expect, it } from 'vitest';
import { extractLinks, type MailMessage } from './mail.service.ts';
import {
  passwordResetMail,
  payoutDecisionMail,
  reviewDecisionMail,
  signupAttemptMail,
  teamMemberCreatedMail,
  verificationMail,
  webhookDisabledMail,
  webhookFailingMail,
} from './templates.ts';

const EVIL = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';
const LINK = 'http://store.test/action?token=abc123';

/** Each template, built with a hostile value in every name it interpolates. */
const cases: { name: string; mail: MailMessage; link: string; subject: string | RegExp }[] = [
  {
    name: 'verification',
    mail: verificationMail({ to: 'a@x.test', firstName: EVIL, link: LINK }),
    link: LINK,
    subject: 'Verify your e-mail address',
  },
  {
    name: 'password reset',
    mail: passwordResetMail({ to: 'a@x.test', firstName: EVIL, link: LINK }),
    link: LINK,
    subject: 'Reset your password',
  },
  {
    name: 'signup attempt on a registered address',
    mail: signupAttemptMail({ to: 'a@x.test', firstName: EVIL, loginLink: LINK, resetLink: 'http://store.test/developer/forgot-password' }),
    link: LINK,
    subject: 'Someone tried to sign up with your e-mail address',
  },
  {
    name: 'team member created',
    mail: teamMemberCreatedMail({ to: 'a@x.test', firstName: EVIL, organizationName: EVIL, createdBy: EVIL, loginLink: LINK }),
    link: LINK,
    subject: `You have been added to ${EVIL}`,
  },
  ...(['APPROVED', 'REJECTED', 'UNPUBLISHED'] as const).map((decision) => ({
    name: `review ${decision}`,
    mail: reviewDecisionMail({ to: 'a@x.test', appName: EVIL, decision, reason: EVIL, dashboardLink: LINK }),
    link: LINK,
    subject: /<script>alert\(1\)<\/script>/,
  })),
  ...(['PAID', 'REJECTED'] as const).map((decision) => ({
    name: `payout ${decision}`,
    mail: payoutDecisionMail({ to: 'a@x.test', decision, periodText: EVIL, amountText: '$1,234.50', reason: EVIL, payoutsLink: LINK }),
    link: LINK,
    subject: /<script>alert\(1\)<\/script>/,
  })),
  {
    name: 'webhook disabled',
    mail: webhookDisabledMail({
      to: 'a@x.test',
      appName: EVIL,
      topic: 'APP_UNINSTALL',
      url: 'https://hooks.example.com/in',
      webhookLink: LINK,
    }),
    link: LINK,
    subject: `Webhook disabled for ${EVIL}`,
  },
  {
    name: 'webhook failing (the early warning)',
    mail: webhookFailingMail({
      to: 'a@x.test',
      appName: EVIL,
      topic: 'BOOKINGS_CREATE',
      url: 'https://hooks.example.com/in',
      webhookLink: LINK,
    }),
    link: LINK,
    subject: `Webhook failing for ${EVIL}`,
  },
];

describe('mail templates', () => {
  it.each(cases)('$name has a subject, a text and an HTML part, and the link in both', ({ mail, link, subject }) => {
    expect(mail.to).toBe('a@x.test');
    if (typeof subject === 'string') expect(mail.subject).toBe(subject);
    else expect(mail.subject).toMatch(subject);
    expect(mail.text.length).toBeGreaterThan(20);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.text).toContain(link);
    // as the button and written out
    expect(mail.html.split(`href="${link}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${link}</a>`);
    expect(mail.html).toContain('Bókun App Store');
    expect(mail.text).toContain('Bókun App Store');
  });

  it.each(cases)('$name escapes interpolated values in the HTML part', ({ mail }) => {
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain(ESCAPED);
    // the plain-text part is not HTML: it carries the value as written
    expect(mail.text).toContain(EVIL);
  });

  it('escapes the link in attributes, and the extracted link is the one in the text part', () => {
    const link = 'http://store.test/reset?token=a"b&c=<d>';
    const mail = passwordResetMail({ to: 'a@x.test', firstName: 'Ann', link });
    expect(mail.html).toContain('href="http://store.test/reset?token=a&quot;b&amp;c=&lt;d&gt;"');
    const plain = 'http://store.test/reset?token=abc&next=%2Fextranet';
    const withAmp = passwordResetMail({ to: 'a@x.test', firstName: 'Ann', link: plain });
    expect(extractLinks(withAmp.text, withAmp.html)).toEqual([plain]);
  });

  it('states what each mail promises', () => {
    expect(verificationMail({ to: 'a@x.test', firstName: 'Ann', link: LINK }).text).toMatch(/24 hours.*used once/);
    const reset = passwordResetMail({ to: 'a@x.test', firstName: 'Ann', link: LINK }).text;
    expect(reset).toMatch(/1 hour.*used once/);
    expect(reset).toMatch(/did not ask/);
    const member = teamMemberCreatedMail({
      to: 'b@x.test',
      firstName: 'Bo',
      organizationName: 'Acme',
      createdBy: 'Ann Owner',
      loginLink: LINK,
    });
    expect(member.subject).toBe('You have been added to Acme');
    expect(member.text).toMatch(/account now exists/);
    expect(member.text).toContain('Ann Owner');
    const rejected = reviewDecisionMail({
      to: 'a@x.test',
      appName: 'Hello',
      decision: 'REJECTED',
      reason: 'Icon is blurry.',
      dashboardLink: LINK,
    });
    expect(rejected.text).toContain('Icon is blurry.');
    expect(rejected.html).toContain('Icon is blurry.');
    const paid = payoutDecisionMail({
      to: 'a@x.test',
      decision: 'PAID',
      periodText: 'March 2025',
      amountText: '$80.00',
      payoutsLink: LINK,
    });
    expect(paid.text).toContain('$80.00');
    expect(paid.text).toContain('March 2025');
    const hook = webhookDisabledMail({
      to: 'a@x.test',
      appName: 'Hello',
      topic: 'APP_UNINSTALL',
      url: 'https://hooks.example.com/in',
      webhookLink: LINK,
    });
    expect(hook.text).toContain('APP_UNINSTALL');
    expect(hook.text).toContain('https://hooks.example.com/in');
  });

  it('keeps line breaks of names out of the subject', () => {
    const mail = teamMemberCreatedMail({
      to: 'a@x.test',
      firstName: 'A',
      organizationName: 'Acme\r\nBcc: x@y.test',
      createdBy: 'B',
      loginLink: LINK,
    });
    expect(mail.subject).toBe('You have been added to Acme Bcc: x@y.test');
  });
});

describe('extractLinks', () => {
  it('finds unique absolute http(s) URLs, text part first, in order of appearance', () => {
    const text = 'Open https://a.test/one, then http://b.test/two.\nAgain: https://a.test/one';
    const html =
      '<a href="https://c.test/x?a=1&amp;b=2">go</a> <a href="http://b.test/two">two</a> <img src="/relative.png"> mailto:x@y.test';
    expect(extractLinks(text, html)).toEqual(['https://a.test/one', 'http://b.test/two', 'https://c.test/x?a=1&b=2']);
  });

  it('leaves out prose parentheses but keeps a URL’s own', () => {
    expect(extractLinks('(see https://a.test/x) and https://w.test/A_(b).', '')).toEqual(['https://a.test/x', 'https://w.test/A_(b)']);
  });

  it('returns nothing for a mail without links', () => {
    expect(extractLinks('Hello', '<p>Hello</p>')).toEqual([]);
  });
});

describe('the webhook early warning', () => {
  it('says after how many failures it comes, that it comes once per run, and when the subscription would be disabled', () => {
    const mail = webhookFailingMail({
      to: 'a@x.test',
      appName: 'Harbour',
      topic: 'BOOKINGS_CREATE',
      url: 'https://h.test/in',
      webhookLink: LINK,
    });
    expect(mail.text).toContain('The last 5 attempts to deliver the BOOKINGS_CREATE webhook of Harbour to https://h.test/in failed');
    expect(mail.text).toContain('8 attempts in all');
    expect(mail.text).toContain('once per run of failures; a successful delivery ends the run');
  });
});
