import type { Locator, Page } from 'playwright-core';

/** The demo vendor's account (seeded with the demo data). */
export const DEMO_VENDOR = { email: 'vendor@demo.test', password: 'demo-pass-1234' } as const;

/** The platform's vendor pages as the demo vendor meets them: sign-in, install from a listing, the installed apps. */
export class VendorPages {
  constructor(readonly page: Page) {}

  /** Fills the vendor sign-in form on screen and sends it. */
  async signIn() {
    await this.page.getByLabel('Email').fill(DEMO_VENDOR.email);
    await this.page.getByLabel('Password').fill(DEMO_VENDOR.password);
    await this.page.getByTestId('vendor-login-submit').click();
  }

  /** Signs in and lands on the vendor's installed apps. */
  async openApps() {
    await this.page.goto('/vendor/login?next=/vendor/apps');
    await this.signIn();
    await this.page.getByTestId('vendor-apps').or(this.page.getByTestId('vendor-apps-empty')).first().waitFor();
  }

  /**
   * From a listing page's Install button through sign-in to the consent page, which it returns (not yet
   * accepted). A failure names the page the flow stopped on.
   */
  async startInstall(listingHref: string): Promise<Locator> {
    await this.page.goto(listingHref);
    await this.page.getByTestId('listing-install').click();
    await this.page.waitForURL('**/vendor/login**');
    await this.signIn();
    const consent = this.page.getByTestId('consent-page');
    await consent.waitFor().catch(async (err: Error) => {
      throw new Error(`${err.message}\nat ${this.page.url()}:\n${(await this.page.locator('body').innerText()).slice(0, 500)}`);
    });
    return consent;
  }

  /** Installs the listing's app and waits to be back in the partner app (examples/partner-app). */
  async install(listingHref: string) {
    await this.startInstall(listingHref);
    await this.page.getByTestId('consent-install').click();
    await this.page.getByTestId('partner-app-installed').waitFor();
  }

  /** The app's row among the vendor's installed apps. */
  appRow(appName: string): Locator {
    return this.page.locator('[data-testid^="vendor-app-"]').filter({ hasText: appName });
  }

  /** Opens the uninstall confirmation of an installed app (signed in, on /vendor/apps or going there). */
  async openUninstall(appName: string) {
    if (new URL(this.page.url()).pathname !== '/vendor/apps') await this.page.goto('/vendor/apps');
    await this.appRow(appName).locator('[data-testid^="vendor-app-uninstall-"]').click();
    await this.page.getByTestId('uninstall-page').waitFor();
  }

  /** Uninstalls without answering why (uninstall-reasons.e2e.ts answers it) and waits for the notice. */
  async uninstall(appName: string) {
    await this.openUninstall(appName);
    await this.page.getByTestId('uninstall-skip').click();
    await this.page.getByTestId('vendor-notice').waitFor();
  }
}
