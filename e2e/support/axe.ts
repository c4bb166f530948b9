import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// evaluated through the browser's debugging protocol, which the pages' CSP (script-src 'self') does not cover
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * axe-core's serious and critical WCAG 2 A/AA violations on the page as it is now, one line each; within the
 * elements `include` selects (a CSS selector) when given, else the whole page.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // a colour still in transition (a button turning from disabled to enabled as data arrives) is measured
  // half-way and reads as low contrast: let finite animations end first (spinners run forever: not waited for)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document | string, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(selector ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  }, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
          .join(', ')}`,
    );
}
