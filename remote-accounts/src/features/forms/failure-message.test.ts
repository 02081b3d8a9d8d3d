import { ApiError, NETWORK_ERROR } from '@vital/shared';
import { failureMessage } from './failure-message';

const copy = { noServerMessage: 'Failed to send message. Please try again.', thrown: 'Something went wrong. Please try again.' };
const CALL_DEFAULT = 'Contact form submission failed';

describe('failureMessage', () => {
  it.each([
    ["the server's message", new ApiError('Email is required.', 400), 'Email is required.'],
    ["the page's fallback when the server gave none", new ApiError(CALL_DEFAULT, 500), copy.noServerMessage],
    ["the page's fallback for an unsuccessful answer without a message", new ApiError(CALL_DEFAULT, 200), copy.noServerMessage],
    ["'Network error occurred' when the server was not reached", new ApiError(NETWORK_ERROR, null), NETWORK_ERROR],
    ['the catch-all for anything else thrown', new TypeError('x is undefined'), copy.thrown],
    ['the catch-all for a thrown non-error', 'oops', copy.thrown],
  ])('gives %s', (_, error, expected) => {
    expect(failureMessage(error, CALL_DEFAULT, copy)).toBe(expected);
  });
});
