// An error as a report may carry it: its name and message, with nothing of the visitor's. Error
// messages quote what they were given: an address with its query (a React production error's
// arguments are in its link's query), an email, a phone number, what was typed into a field.
import { FIELD_LIMITS } from '@vital/shared';

/** Shorter values are too common to be anybody's, and would blank out ordinary words. */
const MIN_TYPED_LENGTH = 3;
const EMAIL = /[^\s@<>()'"]+@[^\s@<>()'"]+\.[^\s@<>()'"]+/g;
/** Six digits or more, spaces and dashes between them allowed: phone, card and account numbers. */
const LONG_NUMBER = /\+?\d(?:[\s-]?\d){5,}/g;
/** A word that is an address (scheme or path first) or carries a query. */
const ADDRESS = /^[("'[]*(?:[a-z][a-z0-9+.-]*:\/\/|\/)/i;
const QUERY = /\?[^\s=&]*=/;

/** What the visitor has in the page's fields right now. */
export function typedValues(root: ParentNode = document): string[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file'].includes(field.type))
    .map((field) => field.value.trim())
    .filter((value) => value.length >= MIN_TYPED_LENGTH);
}

/** `Name: message` of an Error (of any realm), the text of a string, or null for anything else. */
export function describeError(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return null;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof message !== 'string') return null;
  const label = typeof name === 'string' && name ? name : 'Error';
  return message ? `${label}: ${message}` : label;
}

/**
 * The text with nothing personal left, in at most `FIELD_LIMITS.maxMessageChars` characters: field
 * values (longest first, so one inside another goes whole), emails and long numbers become
 * placeholders, and every address loses its query and fragment.
 */
export function impersonal(text: string, typed: readonly string[] = []): string {
  let result = text;
  for (const value of [...typed].sort((a, b) => b.length - a.length)) result = result.split(value).join('[typed]');
  result = result
    .replace(EMAIL, '[email]')
    .replace(LONG_NUMBER, '[number]')
    // To the word's end, but for the punctuation that closes it.
    .replace(/\S+/g, (word) => (ADDRESS.test(word) || QUERY.test(word) ? word.replace(/[?#]\S*?([)"'\],.;:!]*)$/, '$1') : word))
    .replace(/\s+/g, ' ')
    .trim();
  if (!result) return 'Error';
  const max = FIELD_LIMITS.maxMessageChars;
  return result.length <= max ? result : `${result.slice(0, max - 1)}…`;
}
