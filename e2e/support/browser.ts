import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export { CHROMIUM_PATH };
export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, with the flags this machine needs (no sandbox as root, no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 740 };
/** The two widths every changed screen is checked at, by name (used in test titles and screenshot names). */
export const SIZES = [
  ['desktop', DESKTOP],
  ['375', MOBILE],
] as const;

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under test-results/ for people to look at; assertions never depend on it. */
export async function snapshot(page: Page, name: string) {
  const dir = join(import.meta.dirname, '..', 'test-results');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}
