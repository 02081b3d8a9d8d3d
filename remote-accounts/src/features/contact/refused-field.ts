import type { ContactField } from './use-contact-form';

/**
 * The portal API refuses a message it cannot take (400) with one sentence that names the
 * field by its label: "Please enter a valid email address.", "First name is required.",
 * "Message must be at most 5000 characters.". Each field, with how such a sentence names it.
 */
const NAMED_BY: ReadonlyArray<[ContactField, RegExp]> = [
  ['email', /\bemail\b/i],
  ['firstName', /\bfirst name\b/i],
  ['lastName', /\blast name\b/i],
  ['phone', /\bphone\b/i],
  ['inquiryType', /\binquiry type\b/i],
  ['message', /^message\b/i],
];

/** The field a refusal names, to be marked with it; null when it names none (the toast alone says it). */
export function refusedField(refusal: string): ContactField | null {
  return NAMED_BY.find(([, pattern]) => pattern.test(refusal))?.[0] ?? null;
}
