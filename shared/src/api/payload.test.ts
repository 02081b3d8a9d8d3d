// The phone goes with the dial code in front; missing optional fields become null.
import { formatPhone, nullIfBlank } from './payload';

describe('nullIfBlank', () => {
  it.each<[string | null | undefined, string | null]>([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    ['\n\t', null],
    ['Boston', 'Boston'],
    ['  Boston  ', 'Boston'],
  ])('%p → %p', (value, expected) => {
    expect(nullIfBlank(value)).toBe(expected);
  });
});

describe('formatPhone', () => {
  it.each<[Parameters<typeof formatPhone>[0], string | null]>([
    [{ dialCode: '+44', number: '7700 900123' }, '+44 7700 900123'],
    [{ dialCode: '+1', number: '  555 0100  ' }, '+1 555 0100'],
    [{ dialCode: '+91', number: '98765 43210' }, '+91 98765 43210'],
    [{ dialCode: '+44', number: '' }, null],
    [{ dialCode: '+44', number: '   ' }, null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (phone, expected) => {
    expect(formatPhone(phone)).toBe(expected);
  });
});
