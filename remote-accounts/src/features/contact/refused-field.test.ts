import { refusedField } from './refused-field';

describe('refusedField', () => {
  it.each([
    ['Please enter a valid email address.', 'email'],
    ['Email must be at most 254 characters.', 'email'],
    ['First name is required.', 'firstName'],
    ['Last name must be at most 100 characters.', 'lastName'],
    ['Phone number must be at most 40 characters.', 'phone'],
    ['Inquiry type must be one of: For Companies, For Professionals, Training Programs.', 'inquiryType'],
    ['Message must be at most 5000 characters.', 'message'],
  ])('“%s” names %s', (refusal, field) => {
    expect(refusedField(refusal)).toBe(field);
  });

  it.each(['Too many messages from this address. Please try again later.', 'The request body is not valid JSON.', 'Failed to send message. Please try again.'])(
    '“%s” names no field',
    (refusal) => {
      expect(refusedField(refusal)).toBeNull();
    },
  );
});
