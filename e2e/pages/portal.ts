import type { Page } from 'playwright-core';

/** The developer's way through the partner area. */
export class PortalPage {
  constructor(readonly page: Page) {}

  async logIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByTestId('login-submit').click();
  }

  async openUserMenu() {
    await this.page.getByTestId('user-avatar').click();
  }

  async logOut() {
    await this.openUserMenu();
    await this.page.getByTestId('logout-menu-item').click();
    await this.page.waitForURL((url) => url.pathname === '/developer');
  }

  teamRow(email: string) {
    return this.page.getByTestId('team-row').filter({ hasText: email });
  }
}

/** The newest mail to `to` in the development mailbox, and its first link containing `path`. */
export async function mailLink(baseUrl: string, to: string, path: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await fetch(`${baseUrl}/dev/mail.json`)).json()) as { to: string; links: string[] }[];
    const link = mails.find((m) => m.to === to)?.links.find((l) => l.includes(path));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} with a link to ${path}`);
}
