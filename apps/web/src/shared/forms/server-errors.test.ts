import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { NETWORK_ERROR_MESSAGE } from '../errors/network-failure';
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
  it("shows each message once: the form's own fields under the field, the rest in the banner", () => {
    const error = validationError(
      [
        { field: 'firstName', message: 'First Name is required' },
        { field: 'token', message: 'This link has expired' },
      ],
      'First Name is required. This link has expired',
    );
    expect(formSubmitError(error, { firstName: '', lastName: '' })).toEqual({
      banner: { message: 'This link has expired.', network: false },
      fields: { firstName: 'First Name is required' },
    });
  });

  it('shows a message of a list entry the form has under that entry, and one it does not have in the banner', () => {
    const error = validationError([
      { field: 'keyBenefits.0.image', message: 'Key benefit images must be 1600x1200 px' },
      { field: 'screenShots.4.image', message: 'The image was not found' },
    ]);
    expect(formSubmitError(error, { keyBenefits: [{ image: null }], screenShots: [] })).toEqual({
      banner: { message: 'The image was not found.', network: false },
      fields: { 'keyBenefits.0.image': 'Key benefit images must be 1600x1200 px' },
    });
  });

  it('has no banner when the fields show every message', () => {
    const error = validationError([{ field: 'name', message: 'Max 30 chars' }], 'Max 30 chars');
    expect(formSubmitError(error, { name: '' })).toEqual({ banner: null, fields: { name: 'Max 30 chars' } });
  });

  it('puts an error without fields in the banner, with the request id only when nobody expected it', () => {
    const conflict = new CombinedGraphQLErrors({
      errors: [{ message: 'Only one free plan per app', extensions: { classification: 'ConflictError', requestId: 'r-1' } }],
    });
    expect(formSubmitError(conflict, { name: '' }).banner).toEqual({ message: 'Only one free plan per app.', network: false });
    const internal = new CombinedGraphQLErrors({
      errors: [{ message: 'Unexpected error.', extensions: { classification: 'InternalError', requestId: 'r-2' } }],
    });
    expect(formSubmitError(internal, { name: '' }).banner).toEqual({ message: 'Unexpected error.', requestId: 'r-2', network: false });
  });

  it('matches nested server paths by their last segment, or through aliases', () => {
    const error = validationError([
      { field: 'userInfo.lastName', message: 'Last Name is required' },
      { field: 'id', message: 'Pick an organisation' },
    ]);
    expect(formSubmitError(error, { lastName: '', organization: '' }, { id: 'organization' }).fields).toEqual({
      lastName: 'Last Name is required',
      organization: 'Pick an organisation',
    });
  });

  it('puts a network failure in the banner only, in words the user can act on, marked for Retry', () => {
    expect(formSubmitError(new TypeError('Failed to fetch'), { email: '' })).toEqual({
      banner: { message: NETWORK_ERROR_MESSAGE, network: true },
      fields: {},
    });
  });
});
