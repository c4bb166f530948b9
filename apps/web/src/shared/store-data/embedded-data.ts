import type { StoreData } from './store-query';

/** The id of the JSON block that carries a server-rendered page's query results. */
export const STORE_DATA_ELEMENT_ID = 'store-data';

/**
 * The page's data as a JSON block (not a script that runs, so the strict CSP allows it). `<` is escaped so
 * that no listing text can close the element early.
 */
export function storeDataElement(data: StoreData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${STORE_DATA_ELEMENT_ID}">${json}</script>`;
}

export function readEmbeddedStoreData(document: Document): StoreData {
  const text = document.getElementById(STORE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as StoreData;
  } catch {
    return {};
  }
}
