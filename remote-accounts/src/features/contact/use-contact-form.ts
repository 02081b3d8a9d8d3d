import { CONTACT_FAILED, contactUs, useApiClient, useToast, type InquiryType } from '@vital/shared';
import { DEFAULT_PHONE_COUNTRY, findPhoneCountry } from '@vital/shared/phone';
import { useRef, useState } from 'react';
import { failureMessage } from '../forms/failure-message';
import { contactCopy } from './content/contact';

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
export type RequiredContactField = (typeof REQUIRED_CONTACT_FIELDS)[number];

const copy = contactCopy.form;

/**
 * The contact form: idle → submitting → cleared on success, or kept on
 * failure; every outcome is a toast. A submit while one runs is ignored.
 */
export function useContactForm() {
  const client = useApiClient();
  const { toast } = useToast();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [isSending, setIsSending] = useState(false);
  const [missing, setMissing] = useState<ReadonlySet<RequiredContactField>>(new Set());
  const isBusy = useRef(false);

  const update = (patch: Partial<ContactValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setMissing((current) => {
      const keys = Object.keys(patch);
      return keys.some((key) => current.has(key as RequiredContactField))
        ? new Set([...current].filter((key) => !keys.includes(key)))
        : current;
    });
  };

  const submit = async () => {
    if (isBusy.current) return;
    const absent = REQUIRED_CONTACT_FIELDS.filter((field) => !values[field].trim());
    setMissing(new Set(absent));
    const { inquiryType } = values;
    if (absent.length > 0 || !inquiryType) {
      toast({ title: copy.errorTitle, description: copy.missingFields, variant: 'destructive' });
      return;
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
    } catch (error) {
      toast({
        title: copy.errorTitle,
        description: failureMessage(error, CONTACT_FAILED, { noServerMessage: copy.failed, thrown: copy.thrown }),
        variant: 'destructive',
      });
    } finally {
      isBusy.current = false;
      setIsSending(false);
    }
  };

  return { values, update, submit, isSending, missing };
}
