export * from './limits/limits.ts';
export * from './apps/enums.ts';
export * from './catalog/sorting.ts';
export * from './catalog/price-label.ts';
export * from './accounts/schemas.ts';
export * from './organisations/schemas.ts';
