import type { UserType } from '@vital/shared';

/** Wording shared by the account and contact forms. */
export const formsCopy = {
  requiredNote: 'Fields marked * are required.',
  requiredMark: '*',
  showPassword: (field: string) => `Show ${field.toLowerCase()}`,
  hidePassword: (field: string) => `Hide ${field.toLowerCase()}`,
  show: 'Show',
  hide: 'Hide',
  phoneNumberPlaceholder: '555 123 4567',
} as const;

/** The account-type tabs over the sign-in, registration and sign-up forms. */
export const accountTabsCopy = {
  label: 'Account type',
  tabs: { professional: 'Professional', company: 'Company' },
} as const satisfies { label: string; tabs: Record<UserType, string> };
