import { describe, expect, it } from 'vitest';
import { accessCountText } from './access-choice-text';

describe('a new app’s access choice', () => {
  it('says what nothing chosen means, and counts the high-risk scopes among those chosen', () => {
    expect(accessCountText([])).toBe("Nothing chosen: the app can read only the vendor's company name.");
    expect(accessCountText(['BOOKINGS_READ', 'PRODUCTS_READ'])).toBe('2 chosen.');
    expect(accessCountText(['BOOKINGS_READ', 'CUSTOMERS_CONTACT_READ', 'LEGACY_API'])).toBe('3 chosen, 2 of them high risk.');
  });
});
