import { USER_TYPES, isUserType, type PhoneValue, type UserType } from '@vital/shared';
import { DEFAULT_PHONE_COUNTRY, findPhoneCountry, isPhoneCountryCode } from '@vital/shared/phone';

/** What the visitor typed on one tab of /signup or /register (never a password). */
export interface AccountDetails {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  /** ISO code of the phone's country: +1 alone would not tell the US from Canada. */
  phoneCountry: string;
  phoneNumber: string;
  location: string;
  website: string;
  industry: string;
}

export type DetailsByType = Record<UserType, AccountDetails>;

export const emptyDetails: AccountDetails = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  phoneNumber: '',
  location: '',
  website: '',
  industry: '',
};

export const emptyDetailsByType = (): DetailsByType => ({ professional: { ...emptyDetails }, company: { ...emptyDetails } });

/** The phone as the API client sends it: dial code in front of the number. */
export function phoneOf(details: AccountDetails): PhoneValue {
  return { dialCode: findPhoneCountry(details.phoneCountry).dialCode, number: details.phoneNumber };
}

/** What /register hands to /signup in the router's state. */
export interface SignupHandover {
  accountType: UserType;
  details: DetailsByType;
}

const TEXT_KEYS = Object.keys(emptyDetails).filter((key) => key !== 'phoneCountry') as Array<keyof AccountDetails>;

function readDetails(value: unknown): AccountDetails {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const details = { ...emptyDetails };
  for (const key of TEXT_KEYS) {
    const text = source[key];
    if (typeof text === 'string') details[key] = text.slice(0, 500);
  }
  if (isPhoneCountryCode(source.phoneCountry)) details.phoneCountry = source.phoneCountry;
  return details;
}

/**
 * Reads the handover out of the history state. It outlives reloads and can be
 * anything an older version of the page left there, so only known text fields
 * are taken.
 */
export function readHandover(state: unknown): SignupHandover | null {
  if (typeof state !== 'object' || state === null) return null;
  const { accountType, details } = state as { accountType?: unknown; details?: unknown };
  if (!isUserType(accountType)) return null;
  const byType = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  return {
    accountType,
    details: Object.fromEntries(USER_TYPES.map((type) => [type, readDetails(byType[type])])) as DetailsByType,
  };
}
