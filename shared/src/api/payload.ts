// How form values become request payloads (SPEC §3, §5).

/** Nullish to null, strings trimmed, blank to null: SPEC §5 sends missing optional fields as null. */
export function nullIfBlank(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

export interface PhoneValue {
  /** E.g. "+1". */
  dialCode: string;
  number: string;
}

/** SPEC §3: the phone number is sent with the country dial code in front. */
export function formatPhone(phone: PhoneValue | null | undefined): string | null {
  const number = nullIfBlank(phone?.number);
  return phone && number ? `${phone.dialCode} ${number}` : null;
}
