import { describe, expect, it } from 'vitest';
import { auditActionsOf, auditKindOf, auditLogFilterSchema, describeAuditEntry } from './audit-log.ts';

describe('audit log texts', () => {
  it('describes an action with its target’s name, and a staff decision with its reason', () => {
    expect(describeAuditEntry({ action: 'app.credentials.rotate', targetLabel: 'Ledger Pal', details: null })).toBe(
      'Rotated the secret key of app “Ledger Pal”',
    );
    expect(describeAuditEntry({ action: 'app.review.rejected', targetLabel: 'X', details: { reason: 'Blurry icon' } })).toBe(
      'Rejected app “X”: Blurry icon',
    );
    expect(describeAuditEntry({ action: 'user.delete', targetLabel: null, details: { email: 'gone@acme.test' } })).toBe(
      'Removed team member “gone@acme.test”',
    );
    expect(describeAuditEntry({ action: 'tax_form.create', targetLabel: null, details: { formType: 'W_8BEN' } })).toBe(
      'Signed the tax form (W-8BEN)',
    );
  });

  it('says whose installation’s old REST API secret was revealed', () => {
    expect(
      describeAuditEntry({
        action: 'installation.rest_credentials.reveal',
        targetLabel: 'Ledger Pal',
        details: { installationId: 4, vendor: 'Fjord Boats' },
      }),
    ).toBe('Revealed the old REST API secret key of Fjord Boats’s installation of app “Ledger Pal”');
  });

  it('shows an action it does not know by its code rather than nothing', () => {
    expect(describeAuditEntry({ action: 'something.new', targetLabel: null, details: null })).toBe('something.new');
    expect(auditKindOf('something.new')).toBeNull();
  });

  it('groups actions into kinds for the filter', () => {
    expect(auditActionsOf('CREDENTIALS')).toEqual([
      'app.credentials.reveal',
      'app.credentials.rotate',
      'installation.rest_credentials.reveal',
    ]);
    expect(auditKindOf('organization.disguise.end')).toBe('DISGUISE');
  });

  it('accepts real UTC days only, the last not before the first', () => {
    expect(auditLogFilterSchema.safeParse({ from: '2026-02-28', to: '2026-03-01' }).success).toBe(true);
    const bad = (input: object) => auditLogFilterSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(bad({ from: '2026-02-30' })).toEqual(['Enter the first day as YYYY-MM-DD']);
    expect(bad({ to: '26.11.2026' })).toEqual(['Enter the last day as YYYY-MM-DD']);
    expect(bad({ from: '0000-01-01' })).toEqual(['Enter the first day as YYYY-MM-DD']);
    expect(bad({ from: '2026-03-02', to: '2026-03-01' })).toEqual(['The last day cannot be before the first day']);
    expect(bad({ kind: 'EVERYTHING' })).toEqual(['Choose a kind of action from the list']);
  });
});
