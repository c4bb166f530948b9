import { describe, expect, it } from 'vitest';
import { firstInstallNextStep } from './installation-text';

describe('firstInstallNextStep', () => {
  it('fits the app type and status', () => {
    expect(firstInstallNextStep({ type: 'PUBLIC', status: 'DRAFT' }).action).toBe('Run a test installation');
    expect(firstInstallNextStep({ type: 'PUBLIC', status: 'REJECTED' }).action).toBe('Run a test installation');
    expect(firstInstallNextStep({ type: 'PUBLIC', status: 'IN_REVIEW' }).text).toContain('in review');
    expect(firstInstallNextStep({ type: 'PUBLIC', status: 'PUBLISHED' }).text).toContain('in the App Store');
    expect(firstInstallNextStep({ type: 'CUSTOM', status: 'DRAFT' }).action).toBe('Link and publish');
  });
});
