import { describe, expect, it } from 'vitest';
import { GETTING_STARTED_STEPS } from '@appstore/shared/onboarding/getting-started';
import { stepGuide } from './steps';

describe('stepGuide', () => {
  it("leads each app step to the checklist's app", () => {
    expect(stepGuide('SET_UP_APP', '7').href).toBe('/extranet/apps/7/edit');
    expect(stepGuide('WRITE_LISTING', '7').href).toBe('/extranet/apps/7/listings/new');
    expect(stepGuide('TEST_INSTALLATION', '7').href).toBe('/extranet/apps/7/dashboard');
    expect(stepGuide('SUBMIT_FOR_REVIEW', '7').href).toBe('/extranet/apps/7/dashboard');
  });
  it('leads to creating a public app while there is none', () => {
    for (const step of GETTING_STARTED_STEPS.slice(2)) {
      expect(stepGuide(step, null)).toMatchObject({ href: '/extranet/apps/new', action: 'Create a public app', needsApp: true });
    }
    expect(stepGuide('AGREE_TO_TERMS', null)).toMatchObject({ href: '/extranet/account', needsApp: false });
  });
});
