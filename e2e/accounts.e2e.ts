import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, snapshot, MOBILE } from './support/browser.ts';
import { mailLink, PortalPage } from './pages/portal.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('partner accounts', () => {
  it('sends a logged-out visitor to the login page and back to where they were going', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/extranet/team');
    await page.waitForURL('**/developer/login');
    await new PortalPage(page).logIn('owner@demo.test', 'demo-pass-1234');
    await page.waitForURL('**/extranet/team');
    await page.getByTestId('team-row').first().waitFor();
    expect(await page.getByTestId('create-user-button').isVisible()).toBe(true);
    await context.close();
  });

  it('signs up, verifies by e-mail, edits the profile, adds and removes a team member, and logs out', async () => {
    const { context, page } = await newPage(browser);
    const portal = new PortalPage(page);
    const email = `grace-${Date.now()}@example.com`;

    await page.goto('/developer/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Business name').fill('Hopper Compilers');
    await page.getByLabel('Password', { exact: true }).fill('compiler-1952');
    await page.getByLabel('I agree to the API Terms').check();
    await page.getByLabel('I agree to the Partner Terms').check();
    await page.getByTestId('signup-submit').click();
    await page.waitForURL('**/developer/validate-email');
    await page.getByText("You've got mail").waitFor();

    await page.goto(await mailLink(baseUrl(), email, '/appstore/verify-email'));
    await page.waitForURL('**/developer/login?validated=true');
    await page.getByTestId('login-notice').waitFor();
    await portal.logIn(email, 'compiler-1952');
    await page.waitForURL((url) => url.pathname === '/extranet');
    await page.getByRole('heading', { name: 'Reports overview' }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({ email, accountOwner: true });

    await page.goto('/extranet/userprofile');
    const lastName = page.getByLabel('Last name');
    await lastName.fill('Hopper-Murray');
    await page.getByTestId('form-save').click();
    await page.getByTestId('form-notice').or(page.getByText('Profile saved')).first().waitFor();
    await page.reload();
    await page.getByLabel('Last name').waitFor();
    expect(await page.getByLabel('Last name').inputValue()).toBe('Hopper-Murray');

    await page.goto('/extranet/team');
    await page.getByTestId('create-user-button').click();
    await page.waitForURL('**/extranet/team/add');
    const member = `ken-${Date.now()}@example.com`;
    await page.getByLabel('First name').fill('Ken');
    await page.getByLabel('Last name').fill('Thompson');
    await page.getByLabel('Email').fill(member);
    await page.getByLabel('Password', { exact: true }).fill('unix-1969');
    await page.getByLabel('Confirm password').fill('unix-1969');
    await page.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/extranet/team');
    await portal.teamRow(member).waitFor();
    await snapshot(page, 'team-desktop');

    await portal.teamRow(member).getByTestId('team-remove').click();
    const dialog = page.getByTestId('delete-user-dialog');
    await dialog.getByText('Delete user?').waitFor();
    await dialog.getByText('Are you sure you want to delete Ken Thompson').waitFor();
    await dialog.getByText('This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await portal.teamRow(member).waitFor({ state: 'detached' });

    await portal.logOut();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/extranet');
    await page.waitForURL('**/developer/login');
    await context.close();
  });

  it('shows the partner area at 375 px without horizontal scrolling', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/developer/login');
    await new PortalPage(page).logIn('member@demo.test', 'demo-pass-1234');
    await page.waitForURL((url) => url.pathname === '/extranet');
    await page.goto('/extranet/team');
    await page.getByTestId('team-row').first().waitFor();
    expect(await page.getByTestId('create-user-button').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'team-mobile');
    await context.close();
  });
});
