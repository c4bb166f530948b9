import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('developer front door', () => {
  it('leads from the landing page to the docs and the store', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer');
    await page.getByTestId('explore-docs').click();
    await page.waitForURL('**/developer/docs');
    await page.goto('/developer');
    await page.getByTestId('see-app-store').click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('validates the login form with the spec messages and shows the verification notice', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer/login?validated=true');
    await page.getByTestId('login-notice').waitFor();
    await page.getByTestId('login-submit').click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByTestId('login-submit').click();
    await page.getByText('Email is invalid').waitFor();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    // a tour operator who came through the store's My account is shown the vendor sign-in
    await page.getByTestId('vendor-login-link').click();
    await page.waitForURL('**/vendor/login**');
    await page.getByTestId('vendor-login-submit').waitFor();
    await context.close();
  });

  it('validates the signup form with the spec messages', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer/signup');
    await page.getByTestId('signup-submit').click();
    for (const message of [
      'Email is required',
      'First Name is required',
      'Last Name is required',
      'You must agree to our API Terms',
      'You must agree to our Partner terms',
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByTestId('signup-submit').click();
    await page.getByText('Password must be at least 8 chars').waitFor();
    await context.close();
  });

  it("shows the 'You've got mail' page", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/developer/validate-email');
    await page.getByText("You've got mail").waitFor();
    expect(await page.getByTestId('open-mail-client').getAttribute('href')).toMatch(/^mailto:/);
    await context.close();
  });
});
