import { countryName } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { defineConnection } from '../../graphql/connection.ts';
import { searchVendors, type VendorRow } from './vendors.service.ts';

const VendorRef = builder.objectRef<VendorRow>('Vendor').implement({
  description: 'A tour operator on the booking platform.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    domain: t.exposeString('domain'),
    country: t.exposeString('country', { description: 'ISO alpha-2 code.' }),
    countryName: t.string({ resolve: (v) => countryName(v.country) }),
  }),
});

const VendorConnectionRef = defineConnection('Vendor', VendorRef, (row: { vendor: VendorRow }) => row.vendor);

builder.queryField('appVendorSearch', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: VendorConnectionRef,
    description: 'Vendors whose name or domain contains query, by name (for linking a custom app); first defaults to 10.',
    args: { query: t.arg.string(), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      return searchVendors(ctx.db, args);
    },
  }),
);
