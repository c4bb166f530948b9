import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, portalNavItems } from './nav-items';

describe('portalNavItems', () => {
  it('puts Payouts between Apps and Team, with Payout settings and Tax form below it (spec §2)', () => {
    const items = portalNavItems();
    expect(items.map((item) => item.label)).toEqual(['Home', 'Apps', 'Payouts', 'Team', 'Audit log', 'Account', 'My Profile']);
    const payouts = items.find((item) => item.label === 'Payouts')!;
    expect(payouts.href).toBe('/extranet/payouts');
    expect(payouts.children?.map((child) => [child.label, child.href])).toEqual([
      ['Payout settings', '/extranet/payouts/settings'],
      ['Tax form', '/extranet/payouts/tax-form'],
    ]);
  });

  it('lists the reviews of the apps below Apps, and the reported reviews for staff', () => {
    const apps = portalNavItems().find((item) => item.label === 'Apps')!;
    expect(apps.children?.map((child) => [child.label, child.href])).toEqual([['Reviews', '/extranet/reviews']]);
    expect(ADMIN_NAV_ITEMS.map((item) => [item.label, item.href])).toContainEqual(['Reported reviews', '/extranet/admin/reported-reviews']);
  });

  it('carries the payout task count as the Payouts badge', () => {
    expect(portalNavItems(3).find((item) => item.testId === 'nav-payouts')?.badge).toBe(3);
    expect(portalNavItems(0).find((item) => item.testId === 'nav-payouts')?.badge).toBe(0);
  });

  it('lists the payout requests in the Admin section', () => {
    expect(ADMIN_NAV_ITEMS.map((item) => [item.label, item.href])).toContainEqual(['Payout requests', '/extranet/admin/payouts']);
  });

  it('gives every member the audit log, and staff the platform-wide one in the Admin section', () => {
    expect(portalNavItems().find((item) => item.testId === 'nav-audit-log')?.href).toBe('/extranet/audit-log');
    expect(ADMIN_NAV_ITEMS.map((item) => [item.label, item.href])).toContainEqual(['Platform audit log', '/extranet/admin/audit-log']);
  });
});
