import { ApiError, CONTACT_FAILED, contactUs, useApiClient, useToast, type InquiryType } from '@vital/shared';
import { DEFAULT_PHONE_COUNTRY, findPhoneCountry } from '@vital/shared/phone';
import { useRef, useState } from 'react';
import { failureMessage } from '../forms/failure-message';
import { contactCopy } from './content/contact';
import { refusedField } from './refused-field';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneCountry: string;
  phoneNumber: string;
  inquiryType: InquiryType | '';
  message: string;
}

const emptyContact: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  phoneNumber: '',
  inquiryType: '',
  message: '',
};

/** What must be present before anything is sent (docs/product.md, Forms). */
const REQUIRED_CONTACT_FIELDS = ['firstName', 'email', 'inquiryType', 'message'] as const;

/** A field of the form as the visitor sees it (the phone's country and number are one field). */
export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'inquiryType' | 'message';
/** What is wrong with each field that is marked, in the words shown beneath it. */
export type ContactErrors = Partial<Record<ContactField, string>>;

const fieldOf = (key: keyof ContactValues): ContactField => (key === 'phoneCountry' || key === 'phoneNumber' ? 'phone' : key);

const copy = contactCopy.form;

/**
 * The contact form: idle → submitting → cleared on success, or kept on
 * failure; every outcome is a toast. A field that is missing, or that the API
 * refuses, is also marked with what is wrong, until the visitor changes it.
 * A submit while one runs is ignored.
 */
export function useContactForm() {
  const client = useApiClient();
  const { toast } = useToast();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [isSending, setIsSending] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const isBusy = useRef(false);

  const update = (patch: Partial<ContactValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const changed = new Set(Object.keys(patch).map((key) => fieldOf(key as keyof ContactValues)));
    setErrors((current) =>
      Object.keys(current).some((field) => changed.has(field as ContactField))
        ? Object.fromEntries(Object.entries(current).filter(([field]) => !changed.has(field as ContactField)))
        : current,
    );
  };

  /** Sends the message; resolves with the fields now marked, in the form's order. */
  const submit = async (): Promise<ContactField[]> => {
    if (isBusy.current) return [];
    const absent = REQUIRED_CONTACT_FIELDS.filter((field) => !values[field].trim());
    setErrors(Object.fromEntries(absent.map((field) => [field, copy.missingField])));
    const { inquiryType } = values;
    if (absent.length > 0 || !inquiryType) {
      toast({ title: copy.errorTitle, description: copy.missingFields, variant: 'destructive' });
      return absent;
    }
    isBusy.current = true;
    setIsSending(true);
    try {
      await contactUs(client, {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: { dialCode: findPhoneCountry(values.phoneCountry).dialCode, number: values.phoneNumber },
        inquiryType,
        message: values.message,
      });
      toast({ title: copy.successTitle, description: copy.success, variant: 'success' });
      setValues(emptyContact);
      return [];
    } catch (error) {
      const description = failureMessage(error, CONTACT_FAILED, { noServerMessage: copy.failed, thrown: copy.thrown });
      toast({ title: copy.errorTitle, description, variant: 'destructive' });
      // A refusal of what was typed (400) names the field: it is marked with the API's own words.
      const refused = error instanceof ApiError && error.status === 400 ? refusedField(description) : null;
      if (!refused) return [];
      setErrors({ [refused]: description });
      return [refused];
    } finally {
      isBusy.current = false;
      setIsSending(false);
    }
  };

  return { values, update, submit, isSending, errors };
}
