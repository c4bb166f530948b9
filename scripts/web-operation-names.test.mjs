import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS, OUTPUT, operationNamesOf, renderModule } from './web-operation-names.mjs';

describe('the web app’s operation names for the metrics', () => {
  it('reads the named operations of codegen’s documents, not fragments or anonymous ones', () => {
    const source = [
      '{"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"}}]}',
      '{"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppCreate"}}]}',
      '{"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppFields"}}]}',
      '{"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","selectionSet":{}}]}',
    ].join('\n');
    expect(operationNamesOf(source)).toEqual(['AppCreate', 'Me']);
  });

  it('is written as the web app’s documents name them (npm run codegen writes it)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderModule(operationNamesOf(readFileSync(DOCUMENTS, 'utf8'))));
  });
});
