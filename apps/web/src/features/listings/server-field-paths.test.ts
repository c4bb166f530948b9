import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { nestedFieldErrors } from './server-field-paths';

const validationError = (fields: { field: string; message: string }[]) =>
  new CombinedGraphQLErrors({
    errors: [{ message: fields.map((f) => f.message).join('. '), extensions: { classification: 'ValidationError', fields } }],
  });

describe('nestedFieldErrors', () => {
  const values = {
    icon: null,
    keyBenefits: [{ title: 'Fast', image: { s3Key: 'k' } }],
    screenShots: [{ image: null }, { image: { s3Key: 's' } }],
  };

  it('keeps messages of list entries the form has', () => {
    const error = validationError([
      { field: 'icon', message: 'The app icon must be 1200x1200 px' },
      { field: 'keyBenefits.0.image', message: 'Key benefit images must be 1600x1200 px' },
      { field: 'screenShots.1.image', message: 'The image was not found. Please upload it again.' },
    ]);
    expect(nestedFieldErrors(error, values)).toEqual([
      { field: 'keyBenefits.0.image', message: 'Key benefit images must be 1600x1200 px' },
      { field: 'screenShots.1.image', message: 'The image was not found. Please upload it again.' },
    ]);
  });

  it('leaves out entries the form does not have, and non-validation errors', () => {
    expect(nestedFieldErrors(validationError([{ field: 'keyBenefits.3.image', message: 'x' }]), values)).toEqual([]);
    expect(nestedFieldErrors(validationError([{ field: 'screenShots.0.image.s3Key', message: 'x' }]), values)).toEqual([]);
    expect(nestedFieldErrors(new Error('Failed to fetch'), values)).toEqual([]);
  });
});
