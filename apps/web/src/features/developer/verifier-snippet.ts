import protocolSource from '../../../../../examples/partner-app/protocol.mjs?raw';

/**
 * The webhook verifier the docs page shows, cut from the example partner app's protocol module (the code
 * the browser tests run against the real server), so the docs cannot drift from a verifier that works.
 */
const VERIFIERS = ['safeEqual', 'verifyBokunHeaders', 'verifyStandardWebhook'] as const;

/** A top-level function of a module with the doc comment above it: from its comment to its closing `}` line. */
export function functionSource(source: string, name: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`export function ${name}(`));
  if (start < 0) throw new Error(`protocol.mjs has no function ${name}`);
  let first = start;
  if (lines[start - 1]?.trim().endsWith('*/')) {
    while (first > 0 && !lines[first].trimStart().startsWith('/**')) first -= 1;
  }
  const end = lines.findIndex((line, index) => index > start && line === '}');
  return lines.slice(first, end + 1).join('\n');
}

export const VERIFY_SNIPPET = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  "// secret: your app's secret key. headers: as Node's http module gives them (names in lower case).",
  '// Verify against the raw body bytes as received, before parsing the JSON; use webhook-id to ignore repeats.',
  '',
  ...VERIFIERS.map((name) => `${functionSource(protocolSource, name)}\n`),
]
  .join('\n')
  .trimEnd();
