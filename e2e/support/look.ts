import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { SIZES, snapshot } from './browser.ts';

/**
 * A screen looked at as the guide asks: at 1280 and 375 px, no serious or critical axe violation, nothing wider than
 * the screen, and a screenshot for people (with `shown` scrolled into view). Ends at the desktop size.
 */
export async function checkedAtBothSizes(page: Page, name: string, shown?: Locator) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shown?.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page), `${name} ${size}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${size}`).toBeLessThanOrEqual(viewport.width);
    await snapshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);
}
