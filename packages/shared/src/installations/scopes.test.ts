import { describe, expect, it } from 'vitest';
import { isHighRiskScope } from './scopes.ts';

describe('high-risk scopes', () => {
  it("are customers' contact details, the old REST API and every scope that changes the vendor's data", () => {
    expect(
      (['CUSTOMERS_CONTACT_READ', 'LEGACY_API', 'BOOKINGS_WRITE', 'PRODUCTS_WRITE', 'PRODUCT_AVAILABILITY_WRITE'] as const).every(
        isHighRiskScope,
      ),
    ).toBe(true);
    expect((['VENDOR_USERS_READ', 'BOOKINGS_READ', 'CUSTOMERS_READ', 'PRODUCTS_READ', 'REVIEWS_READ'] as const).some(isHighRiskScope)).toBe(
      false,
    );
  });
});
