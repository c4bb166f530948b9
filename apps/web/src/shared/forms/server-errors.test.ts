import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formSubmitError, serverFieldErrors } from './server-errors';

function validationError(fields: unknown, message = 'Invalid input') {
  return new CombinedGraphQLErrors({
    errors: [{ message, extensions: { classification: 'ValidationError', fields } }],
  });
}

describe('serverFieldErrors', () => {
  it('reads extensions.fields', () => {
    expect(
      serverFieldErrors(
        validationError([
          { field: 'businessName', message: 'Business name is required' },
          { field: 'termsApiAgreed', message: 'You must agree to our API Terms' },
        ]),
      ),
    ).toEqual([
      { field: 'businessName', message: 'Business name is required' },
      { field: 'termsApiAgreed', message: 'You must agree to our API Terms' },
    ]);
  });

  it('keeps the first message of a field and skips malformed entries', () => {
    expect(
      serverFieldErrors(
        validationError([
          { field: 'email', message: 'Email is required' },
          { field: 'email', message: 'Email is invalid' },
          { field: '', message: 'x' },
          { message: 'no field' },
          'nonsense',
        ]),
      ),
    ).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('has nothing for network errors or errors without fields', () => {
    expect(serverFieldErrors(new Error('Failed to fetch'))).toEqual([]);
    expect(serverFieldErrors(validationError(undefined))).toEqual([]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});

describe('formSubmitError', () => {
  it("maps the form's own fields and keeps every message for the banner", () => {
    const error = validationError(
      [
        { field: 'firstName', message: 'First Name is required' },
        { field: 'token', message: 'This link has expired' },
      ],
      'First Name is required. This link has expired',
    );
    expect(formSubmitError(error, ['firstName', 'lastName'])).toEqual({
      banner: 'First Name is required. This link has expired.',
      fields: { firstName: 'First Name is required' },
    });
  });

  it('matches nested server paths by their last segment, or through aliases', () => {
    const error = validationError([
      { field: 'userInfo.lastName', message: 'Last Name is required' },
      { field: 'id', message: 'Pick an organisation' },
    ]);
    expect(formSubmitError(error, ['lastName', 'organization'], { id: 'organization' }).fields).toEqual({
      lastName: 'Last Name is required',
      organization: 'Pick an organisation',
    });
  });

  it('puts a network error in the banner only', () => {
    expect(formSubmitError(new Error('Failed to fetch'), ['email'])).toEqual({ banner: 'Failed to fetch.', fields: {} });
  });
});
