import { describe, expect, it } from 'vitest';
import { isTaxFormSaved } from './tax-form-message';

const frame = {};
const expected = { origin: 'http://localhost:3000', frame };

describe('isTaxFormSaved', () => {
  it("accepts {type:'tax-form-saved'} from the frame on our origin", () => {
    expect(isTaxFormSaved({ origin: 'http://localhost:3000', source: frame, data: { type: 'tax-form-saved' } }, expected)).toBe(true);
  });

  it('ignores other origins, other windows and other messages', () => {
    expect(isTaxFormSaved({ origin: 'https://evil.example', source: frame, data: { type: 'tax-form-saved' } }, expected)).toBe(false);
    expect(isTaxFormSaved({ origin: 'http://localhost:3000', source: {}, data: { type: 'tax-form-saved' } }, expected)).toBe(false);
    expect(isTaxFormSaved({ origin: 'http://localhost:3000', source: frame, data: 'tax-form-saved' }, expected)).toBe(false);
    expect(isTaxFormSaved({ origin: 'http://localhost:3000', source: frame, data: null }, expected)).toBe(false);
    expect(
      isTaxFormSaved({ origin: 'http://localhost:3000', source: null, data: { type: 'tax-form-saved' } }, { ...expected, frame: null }),
    ).toBe(false);
  });
});
