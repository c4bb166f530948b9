/** App API scopes (platform-protocol §2) and how the consent page words each one. */
export const APP_SCOPES = [
  'VENDOR_USERS_READ',
  'BOOKINGS_READ',
  'BOOKINGS_WRITE',
  'CUSTOMERS_READ',
  'CUSTOMERS_CONTACT_READ',
  'PRODUCTS_READ',
  'PRODUCTS_WRITE',
  'PRODUCT_AVAILABILITY_WRITE',
  'LEGACY_API',
  'REVIEWS_READ',
] as const;
export type AppScope = (typeof APP_SCOPES)[number];

export const APP_SCOPE_DESCRIPTIONS: Record<AppScope, string> = {
  VENDOR_USERS_READ: 'See the names and e-mail addresses of your users',
  BOOKINGS_READ: 'See your bookings',
  BOOKINGS_WRITE: 'Create, change, cancel and take payments for bookings',
  CUSTOMERS_READ: 'See the names of your customers',
  CUSTOMERS_CONTACT_READ: "See your customers' e-mail addresses and phone numbers",
  PRODUCTS_READ: 'See your experiences and their prices',
  PRODUCTS_WRITE: 'Create and change your experiences',
  PRODUCT_AVAILABILITY_WRITE: 'Change the availability of your experiences',
  LEGACY_API: 'Use the old REST API with an access key and secret key',
  REVIEWS_READ: "See the store's reviews of this app and hear about new ones",
};

export function isAppScope(value: string): value is AppScope {
  return (APP_SCOPES as readonly string[]).includes(value);
}

/**
 * Scopes that put a vendor's customers or business at risk in the wrong hands: customers' contact details, the
 * old REST API (long-lived keys) and every scope that changes the vendor's data. The partner's
 * access screens and the staff review mark them.
 */
export function isHighRiskScope(scope: AppScope): boolean {
  return scope === 'CUSTOMERS_CONTACT_READ' || scope === 'LEGACY_API' || scope.endsWith('_WRITE');
}
