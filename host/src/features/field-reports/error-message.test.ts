import { describeError, impersonal, typedValues } from './error-message';
import { FIELD_LIMITS } from '@vital/shared';

afterEach(() => {
  document.body.replaceChildren();
});

describe('describeError', () => {
  it('gives an Error’s name and message', () => {
    expect(describeError(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
    expect(describeError(Object.assign(new Error(''), { name: 'ChunkLoadError' }))).toBe('ChunkLoadError');
  });

  it('reads an error of another realm by its shape, and a thrown string as it is', () => {
    expect(describeError({ name: 'RangeError', message: 'too far' })).toBe('RangeError: too far');
    expect(describeError('plain text')).toBe('plain text');
  });

  it('has nothing to say of other values: they are not read into a report', () => {
    expect(describeError({ email: 'ada@example.com' })).toBeNull();
    expect(describeError(42)).toBeNull();
    expect(describeError(null)).toBeNull();
  });
});

describe('impersonal', () => {
  it('keeps what says what went wrong', () => {
    expect(impersonal('TypeError: Cannot read properties of undefined (reading \'rows\')')).toBe("TypeError: Cannot read properties of undefined (reading 'rows')");
  });

  it('drops the query and fragment of every address, a React production error’s arguments among them', () => {
    expect(impersonal('Error: Minified React error #418; visit https://react.dev/errors/418?args[]=Ada%20Lovelace&args[]= for the full message')).toBe(
      'Error: Minified React error #418; visit https://react.dev/errors/418 for the full message',
    );
    expect(impersonal('Failed to load /signin?next=/dashboard&email=x#top, (https://site.test/a?token=abc)')).toBe('Failed to load /signin, (https://site.test/a)');
  });

  it('blanks what the visitor typed, emails and long numbers', () => {
    document.body.innerHTML = `
      <input aria-label="Name" value="Ada Lovelace"><textarea aria-label="Message">We need five engineers</textarea>
      <input type="password" aria-label="Password" value="correct horse"><input type="checkbox" value="on" checked>`;
    const message = impersonal(
      'Error: Ada Lovelace sent "We need five engineers" with correct horse, reach ada@example.com or +44 7700 900123',
      typedValues(),
    );
    expect(message).toBe('Error: [typed] sent "[typed]" with [typed], reach [email] or [number]');
  });

  it('cuts a long message to the contract’s length', () => {
    const message = impersonal(`Error: ${'word '.repeat(100)}`);
    expect(message).toHaveLength(FIELD_LIMITS.maxMessageChars);
    expect(message.endsWith('…')).toBe(true);
  });

  it('never gives an empty message', () => {
    expect(impersonal('   ')).toBe('Error');
  });
});

describe('typedValues', () => {
  it('reads text fields, not the choices of boxes and buttons, nor values too short to be anybody’s', () => {
    document.body.innerHTML = `
      <input value="Ada"><input value="x"><textarea>Hello there</textarea>
      <input type="radio" value="company" checked><input type="submit" value="Send Message"><input type="hidden" value="abc123">`;
    expect(typedValues()).toEqual(['Ada', 'Hello there', 'abc123']);
  });
});
