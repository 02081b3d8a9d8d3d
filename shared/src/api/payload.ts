// How form values become request payloads (docs/product.md, Portal API calls).

/** Nullish to null, strings trimmed, blank to null: missing optional fields are sent as null. */
export function nullIfBlank(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

export interface PhoneValue {
  /** E.g. "+1". */
  dialCode: string;
  number: string;
}

/** The phone number is sent with the country dial code in front. */
export function formatPhone(phone: PhoneValue | null | undefined): string | null {
  const number = nullIfBlank(phone?.number);
  return phone && number ? `${phone.dialCode} ${number}` : null;
}
