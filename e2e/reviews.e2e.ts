import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, SIZES, snapshot } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { pageGraphql } from './support/page-graphql.ts';
import { PortalPage } from './pages/portal.ts';
import { VendorPages } from './pages/vendor.ts';

const SHOTS = '/work/shots/reviews';
const PASSWORD = 'demo-pass-1234';
const TITLE = 'Our guides set it up in a day';

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

async function partnerSignedIn(email: string, viewport = SIZES[0][1]) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page };
}

/** The store page of an app, found by its name through the store's search. */
async function openAppPage(page: Page, name: string) {
  await page.goto(`/apps?q=${encodeURIComponent(name)}`);
  await page.getByTestId('listing-name').filter({ hasText: name }).first().click();
  await page.getByTestId('reviews-section').waitFor();
}

describe('ratings and reviews', () => {
  let appName = '';

  it('lets the demo vendor rate an installed app from the vendor pages, and shows it on the app page', async () => {
    const { context, page } = await newPage(browser);
    await new VendorPages(page).openApps();
    await page.locator('[data-testid^="review-app-"]').first().click();
    await page.getByTestId('review-page').waitFor();
    appName = (await page.locator('h1').innerText()).replace(/^Rate /, '');
    // bad input first: the form says what is wrong and keeps what was typed
    await page.getByTestId('review-body').fill('Works.');
    await page.getByTestId('review-submit').click();
    await expect.poll(() => page.getByTestId('review-error-rating').innerText()).toBe('Choose a rating from 1 to 5 stars');
    expect(await page.getByTestId('review-error-title').innerText()).toBe('Title is required');
    expect(await page.getByTestId('review-body').inputValue()).toBe('Works.');
    await shot(page, 'vendor-review-form-errors-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('review-rating-5').check();
    await page.getByTestId('review-title').fill(TITLE);
    await page.getByTestId('review-body').fill('Bookings from our partners now arrive on their own, and the guides love the daily list.');
    await page.getByTestId('review-submit').click();
    await page.getByTestId('review-notice').waitFor();
    expect(await page.getByTestId('review-notice').innerText()).toContain('Your review is published');
    await shot(page, 'vendor-review-saved-1280');

    await openAppPage(page, appName);
    const section = page.getByTestId('reviews-section');
    await section.getByText(TITLE).waitFor();
    expect(await page.getByTestId('rating-count').innerText()).toMatch(/\d+ reviews?/);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'app-page-reviews-1280');
    expect(await seriousViolations(page, '[data-testid="reviews-section"]')).toEqual([]);
    // the other order and the next page load on demand
    await page.getByTestId('reviews-sort-HELPFUL').click();
    await expect.poll(() => page.getByTestId('reviews-sort-HELPFUL').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('shows the rating on the store cards', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('card-rating').first().waitFor();
    expect(await page.getByTestId('card-rating').first().innerText()).toMatch(/^★?\s*\d\.\d out of 5 · \d+ reviews?$|\d\.\d/);
    await shot(page, 'store-cards-1280', false);
    await context.close();
  });

  it('lets the partner reply publicly to a review of its app, and edit the reply', async () => {
    const { context, page } = await partnerSignedIn('owner@demo.test');
    await page.getByTestId('nav-reviews').click();
    await page.getByTestId('partner-reviews-page').waitFor();
    const unanswered = page
      .getByTestId('partner-review')
      .filter({ has: page.getByTestId('reply-start') })
      .first();
    const title = await unanswered.locator('h2').innerText();
    const id = await unanswered.getAttribute('data-review-id');
    // found by its id from here on: once the reply form opens it no longer has the Reply button
    const card = page.locator(`[data-testid="partner-review"][data-review-id="${id}"]`);
    await card.getByTestId('reply-start').click();
    await card.getByTestId('reply-save').click();
    await card.getByText('Reply is required').waitFor();
    await card.getByTestId('reply-body').fill('Thank you for the review! We are glad it works for you.');
    await card.getByTestId('reply-save').click();
    await card.getByTestId('partner-reply').waitFor();
    expect(await card.getByTestId('partner-reply').innerText()).toContain('Thank you for the review!');
    expect(title).not.toBe('');
    await shot(page, 'partner-reviews-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  /*
   * Helpful counts tour operators only: a signed-in partner is offered Report (and sees the count as text), and on its
   * own organisation's app neither. The first app is another developer's (the demo vendor rated it above).
   */
  describe.each(SIZES)('a partner at %s px', (sizeName, viewport) => {
    it('is offered Report but not Helpful on another developer’s app, and neither on its own app’s reviews', async () => {
      const { context, page } = await partnerSignedIn('owner@demo.test', viewport);
      await openAppPage(page, appName);
      const theirs = page.getByTestId('review-card').filter({ hasText: TITLE });
      await theirs.getByTestId('review-report').waitFor();
      // the page comes rendered for anyone; once the browser knows the partner, Helpful goes
      await page.getByTestId('review-helpful').first().waitFor({ state: 'detached' });
      expect(await page.getByTestId('review-helpful').count()).toBe(0);
      for (const count of await page.getByTestId('review-helpful-count').allInnerTexts()) expect(count).toMatch(/^\d+ found this helpful$/);
      await theirs.scrollIntoViewIfNeeded();
      await snapshot(page, `review-card-partner-${sizeName}`);
      expect(await seriousViolations(page, '[data-testid="reviews-section"]')).toEqual([]);

      // one of Demo Partner's own apps with reviews
      const { partnerReviews } = await pageGraphql<{ partnerReviews: { edges: { node: { appId: string } }[] } }>(
        page,
        '{ partnerReviews(first: 1) { edges { node { appId } } } }',
      );
      const appId = partnerReviews.edges[0]!.node.appId;
      const { app } = await pageGraphql<{ app: { listings: { id: string }[] } }>(
        page,
        'query($id: ID!) { app(id: $id) { listings { id } } }',
        {
          id: appId,
        },
      );
      await page.goto(`/app-details/${app.listings[0]!.id}`);
      await page.getByTestId('review-card').first().waitFor();
      expect(await page.getByTestId('developer-chip').innerText()).toBe('By Demo Partner');
      await page.getByTestId('review-report').first().waitFor({ state: 'detached' });
      expect(await page.getByTestId('review-helpful').count()).toBe(0);
      expect(await page.getByTestId('review-report').count()).toBe(0);
      // the most helpful first: the tour operators' marks as text
      await page.getByTestId('reviews-sort-HELPFUL').click();
      const top = page.getByTestId('review-card').first().getByTestId('review-helpful-count');
      await top.waitFor();
      expect(await top.innerText()).toMatch(/^\d+ found this helpful$/);
      await page.getByTestId('review-card').first().scrollIntoViewIfNeeded();
      await snapshot(page, `review-card-own-app-${sizeName}`);
      expect(await seriousViolations(page, '[data-testid="reviews-section"]')).toEqual([]);
      await context.close();
    });
  });

  it('lets a signed-in user report a review, and staff hide it with a reason; it leaves the app page', async () => {
    const member = await partnerSignedIn('member@demo.test');
    await openAppPage(member.page, appName);
    const review = member.page.getByTestId('review-card').filter({ hasText: TITLE });
    // a partner's word is not a tour operator's: Report only
    await review.getByTestId('review-report').waitFor();
    expect(await review.getByTestId('review-helpful').count()).toBe(0);
    await review.getByTestId('review-report').click();
    await review.getByTestId('review-report-reason').fill('This review is from a test account.');
    await review.getByTestId('review-report-send').click();
    await review.getByTestId('review-notice').waitFor();
    expect(await review.getByTestId('review-notice').innerText()).toContain('Our team will look at this review');
    await member.context.close();

    const staff = await partnerSignedIn('admin@demo.test');
    await staff.page.getByTestId('nav-admin-reported-reviews').click();
    await staff.page.getByTestId('reported-reviews-page').waitFor();
    const reported = staff.page.getByTestId('reported-review').filter({ hasText: TITLE });
    await reported.waitFor();
    expect(await staff.page.getByTestId('reported-review').count()).toBeGreaterThanOrEqual(2); // the seeded one too
    await shot(staff.page, 'staff-reported-reviews-1280');
    expect(await seriousViolations(staff.page)).toEqual([]);
    await reported.getByTestId('hide-review').click();
    await reported.getByText('Please give a reason').waitFor();
    await reported.getByTestId('hide-reason').fill('Written from a test account');
    await reported.getByTestId('hide-review').click();
    await staff.page.getByTestId('reported-notice').waitFor();
    await staff.page.getByTestId('reported-review').filter({ hasText: TITLE }).waitFor({ state: 'detached' });

    await openAppPage(staff.page, appName);
    expect(await staff.page.getByTestId('review-card').filter({ hasText: TITLE }).count()).toBe(0);
    await staff.context.close();
  });

  describe.each(SIZES.filter(([name]) => name === '375'))('at %s px', (sizeName, viewport) => {
    it('fits the review form, the app page reviews, the partner and staff pages on a phone', async () => {
      const vendor = await newPage(browser, viewport);
      await new VendorPages(vendor.page).openApps();
      await shot(vendor.page, `vendor-apps-${sizeName}`);
      await vendor.page.locator('[data-testid^="review-app-"]').first().click();
      await vendor.page.getByTestId('review-page').waitFor();
      await shot(vendor.page, `vendor-review-form-${sizeName}`);
      expect(await seriousViolations(vendor.page)).toEqual([]);
      const overflow = () => vendor.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      await openAppPage(vendor.page, appName);
      await vendor.page.getByTestId('reviews-section').scrollIntoViewIfNeeded();
      await shot(vendor.page, `app-page-reviews-${sizeName}`);
      expect(await overflow()).toBe(0);
      expect(await seriousViolations(vendor.page, '[data-testid="reviews-section"]')).toEqual([]);
      await vendor.context.close();

      const partner = await partnerSignedIn('owner@demo.test', viewport);
      await partner.page.goto('/extranet/reviews');
      await partner.page.getByTestId('partner-review').first().waitFor();
      await shot(partner.page, `partner-reviews-${sizeName}`);
      expect(await seriousViolations(partner.page)).toEqual([]);
      await partner.context.close();

      const staff = await partnerSignedIn('admin@demo.test', viewport);
      await staff.page.goto('/extranet/admin/reported-reviews');
      await staff.page.getByTestId('reported-reviews-page').waitFor();
      await staff.page.getByTestId('reported-review').or(staff.page.getByTestId('reported-reviews-empty')).first().waitFor();
      await shot(staff.page, `staff-reported-reviews-${sizeName}`);
      expect(await seriousViolations(staff.page)).toEqual([]);
      await staff.context.close();
    });
  });

  /*
   * Tour operators read the reviews. Signed out, Helpful leads to the vendor sign-in, which comes back
   * to the app page; signed in as the demo vendor, a mark counts once and a report reaches staff, named by the vendor.
   * Each width works on its own review (the first, the second not by Demo Tours), so each mark is the vendor's first.
   */
  describe.each(SIZES.map(([name, viewport], index) => [name, viewport, index] as const))(
    'a tour operator at %s px',
    (sizeName, viewport, index) => {
      it('is led to sign in, marks a review helpful once and reports one; staff see the vendor’s report', async () => {
        const { context, page } = await newPage(browser, viewport);
        await page.goto('/');
        await page
          .getByTestId('listing-card')
          .filter({ has: page.getByTestId('card-rating') })
          .first()
          .getByTestId('listing-name')
          .click();
        await page.getByTestId('reviews-section').waitFor();
        const appPath = new URL(page.url()).pathname;
        const others = page.getByTestId('review-card').filter({ hasNotText: 'Demo Tours' });
        // one review per vendor and app: its author names it (titles repeat)
        const label = (await others.nth(index).getAttribute('aria-label'))!;
        const card = page.locator(`[data-testid="review-card"][aria-label="${label}"]`);
        const helpfulOf = async () => Number(/\((\d+)\)/.exec(await card.getByTestId('review-helpful').innerText())?.[1] ?? 0);
        const show = async (name: string) => {
          await card.scrollIntoViewIfNeeded();
          await snapshot(page, `review-card-${name}-${sizeName}`);
          expect(await seriousViolations(page, '[data-testid="reviews-section"]')).toEqual([]);
        };

        // signed out: the notice leads to the vendor sign-in, which comes back here
        await card.getByTestId('review-helpful').click();
        const signIn = card.getByTestId('review-sign-in');
        await signIn.waitFor();
        expect(await card.getByTestId('review-notice').innerText()).toBe('Sign in as a tour operator to mark reviews as helpful.');
        expect(await signIn.getAttribute('href')).toBe(`/vendor/login?next=${encodeURIComponent(appPath)}`);
        await show('signed-out');
        await signIn.click();
        await page.waitForURL('**/vendor/login**');
        await new VendorPages(page).signIn();
        await page.waitForURL((url) => url.pathname === appPath);
        await card.waitFor();

        // one mark per vendor: the count goes up once, a second click does not double it
        const before = await helpfulOf();
        await card.getByTestId('review-helpful').click();
        await expect.poll(helpfulOf).toBe(before + 1);
        await show('helpful');
        await card.getByTestId('review-helpful').click();
        await page.waitForTimeout(500); // the repeat's answer, which must not change the count
        expect(await helpfulOf()).toBe(before + 1);
        expect(await card.getByTestId('review-notice').count()).toBe(0);
        await page.reload();
        await card.waitFor();
        expect(await helpfulOf()).toBe(before + 1);

        await card.getByTestId('review-report').click();
        await card.getByTestId('review-report-reason').fill(`Reads like an advert (${sizeName}).`);
        await show('report-form');
        await card.getByTestId('review-report-send').click();
        await card.getByTestId('review-notice').waitFor();
        expect(await card.getByTestId('review-notice').innerText()).toBe('Thank you. Our team will look at this review.');
        await show('reported');
        await context.close();

        const staff = await partnerSignedIn('admin@demo.test', viewport);
        await staff.page.goto('/extranet/admin/reported-reviews');
        const reason = `Reads like an advert (${sizeName}).`;
        const reported = staff.page.getByTestId('reported-review').filter({ hasText: reason });
        await reported.waitFor();
        const line = reported.getByRole('listitem').filter({ hasText: reason });
        expect(await line.innerText()).toMatch(/^Reported .+ by Demo Tours \(tour operator\): Reads like an advert/);
        await reported.scrollIntoViewIfNeeded();
        await snapshot(staff.page, `staff-reported-by-vendor-${sizeName}`);
        expect(await seriousViolations(staff.page)).toEqual([]);
        await staff.context.close();
      });
    },
  );
});
