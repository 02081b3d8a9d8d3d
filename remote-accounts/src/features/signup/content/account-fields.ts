import type { UserType } from '@vital/shared';

/** The details a visitor gives about themselves or their company. */
type DetailName = 'firstName' | 'lastName' | 'companyName' | 'email' | 'phone' | 'location' | 'website' | 'industry';

interface FieldSpecBase {
  label: string;
  isRequired?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** For a select: the choices after the empty one. */
  options?: readonly string[];
  /** Spans the whole row of the form. */
  isWide?: boolean;
}

/** The phone is one field on screen (country and number) and two values in the form. */
export type FieldSpec =
  | (FieldSpecBase & { name: 'phone'; kind: 'phone' })
  | (FieldSpecBase & { name: Exclude<DetailName, 'phone'>; kind: 'text' | 'email' | 'url' | 'select' });

const industryOptions = [
  'IT & Technology',
  'Healthcare',
  'Engineering',
  'Finance & Banking',
  'Manufacturing',
  'Other',
] as const;

/**
 * The fields of each tab, in order. Required ones (docs/product.md, Forms): a
 * professional gives an e-mail and a first name; for a company everything but
 * the e-mail (and, on sign-up, the password) is optional.
 */
export const accountFields = {
  professional: [
    { name: 'firstName', label: 'First Name', kind: 'text', isRequired: true, autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last Name', kind: 'text', autoComplete: 'family-name' },
    { name: 'email', label: 'Email', kind: 'email', isRequired: true, autoComplete: 'email', placeholder: 'you@example.com', isWide: true },
    { name: 'phone', label: 'Phone', kind: 'phone', isWide: true },
    { name: 'location', label: 'Location', kind: 'text', autoComplete: 'address-level2', placeholder: 'City, Country', isWide: true },
  ],
  company: [
    { name: 'companyName', label: 'Company Name', kind: 'text', autoComplete: 'organization', isWide: true },
    { name: 'email', label: 'Email', kind: 'email', isRequired: true, autoComplete: 'email', placeholder: 'hr@company.com', isWide: true },
    { name: 'phone', label: 'Phone', kind: 'phone', isWide: true },
    { name: 'website', label: 'Website', kind: 'url', autoComplete: 'url', placeholder: 'https://company.com' },
    { name: 'location', label: 'Location', kind: 'text', autoComplete: 'address-level2', placeholder: 'City, Country' },
    {
      name: 'industry',
      label: 'Industry',
      kind: 'select',
      placeholder: 'Select an industry',
      options: industryOptions,
      isWide: true,
    },
  ],
} as const satisfies Record<UserType, readonly FieldSpec[]>;
