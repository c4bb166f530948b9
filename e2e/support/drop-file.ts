import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Page } from 'playwright-core';

/** Drops a file from disk onto an element as a user dragging it from their desktop would. */
export async function dropFile(page: Page, testId: string, path: string) {
  const type = { '.png': 'image/png', '.pdf': 'application/pdf' }[extname(path)] ?? 'image/jpeg';
  const dataTransfer = await page.evaluateHandle(
    ({ b64, name, type }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { b64: readFileSync(path).toString('base64'), name: basename(path), type },
  );
  const target = page.getByTestId(testId);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}
