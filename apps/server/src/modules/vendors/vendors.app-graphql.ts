import { builder, defineConnection } from '../../graphql/app-api/builder.ts';
import { requireScope, requireToken } from '../../graphql/app-api/context.ts';
import { globalId } from '../../lib/node-ids.ts';
import { getVendor, listVendorUsers, type VendorUserRow } from './vendor-users.service.ts';
import type { VendorRow } from './vendors.service.ts';

const VendorRef = builder.objectRef<VendorRow>('Vendor').implement({
  description: 'The tour operator that installed the app: the only vendor whose data the token reaches.',
  fields: (t) => ({
    id: t.id({ resolve: (v) => globalId('Vendor', v.id) }),
    name: t.exposeString('name'),
    domain: t.exposeString('domain', { description: 'Short name, e.g. `demo-tours`.' }),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2 code.' }),
  }),
});

const VendorUserRef = builder.objectRef<VendorUserRow>('VendorUser').implement({
  description: "A user of the vendor's account.",
  fields: (t) => ({
    id: t.id({ resolve: (u) => globalId('VendorUser', u.id) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    isAdmin: t.exposeBoolean('isAdmin'),
  }),
});

const VendorUserConnectionRef = defineConnection('VendorUser', VendorUserRef);

const VendorUserFilter = builder.inputType('VendorUserFilter', {
  fields: (t) => ({ searchTerm: t.string({ description: 'Part of the name or e-mail address, any case.' }) }),
});

builder.queryFields((t) => ({
  vendor: t.field({
    type: VendorRef,
    description: 'The vendor the access token belongs to. Needs no scope.',
    resolve: (_root, _args, ctx) => getVendor(ctx.db, requireToken(ctx).vendorId),
  }),
  vendorUsers: t.field({
    type: VendorUserConnectionRef,
    description: "The vendor's users, oldest first; first defaults to 20 and may not exceed 100. Needs VENDOR_USERS_READ.",
    args: { filter: t.arg({ type: VendorUserFilter }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      listVendorUsers(ctx.db, requireScope(ctx, 'VENDOR_USERS_READ').vendorId, {
        searchTerm: args.filter?.searchTerm,
        first: args.first,
        after: args.after,
      }),
  }),
}));
