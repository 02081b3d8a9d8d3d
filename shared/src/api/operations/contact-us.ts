import { readEnvelope, requireSuccess, type ApiClient } from '../api-client';
import { formatPhone, nullIfBlank, type PhoneValue } from '../payload';

export const CONTACT_FAILED = 'Contact form submission failed';
export const INQUIRY_TYPES = ['For Companies', 'For Professionals', 'Training Programs'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export interface ContactMessage {
  firstName: string;
  lastName?: string;
  email: string;
  phone?: PhoneValue | null;
  inquiryType: InquiryType;
  message: string;
}

/** POST /api/contact-us; resolves with the server's message. */
export async function contactUs(client: ApiClient, form: ContactMessage): Promise<string | null> {
  const json = await client.post('/api/contact-us', {
    body: {
      first_name: form.firstName.trim(),
      last_name: nullIfBlank(form.lastName),
      email: form.email.trim(),
      phone_number: formatPhone(form.phone),
      inquiry_type: form.inquiryType,
      message: form.message,
    },
    defaultMessage: CONTACT_FAILED,
  });
  requireSuccess(json, CONTACT_FAILED);
  return readEnvelope(json).message;
}
