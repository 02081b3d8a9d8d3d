import { toUser, type User } from '../../auth/user';
import { requireSuccess, type ApiClient } from '../api-client';
import { formatPhone, nullIfBlank, type PhoneValue } from '../payload';
import { SIGNUP_FAILED } from './signup-professional';

export interface CompanySignup {
  companyName?: string;
  email: string;
  phone?: PhoneValue | null;
  website?: string;
  location?: string;
  industry?: string;
  password: string;
}

/** POST /api/signup/company; everything but email and password may be null. */
export async function signupCompany(client: ApiClient, form: CompanySignup): Promise<User | null> {
  const json = await client.post('/api/signup/company', {
    body: {
      email: form.email.trim(),
      name: nullIfBlank(form.companyName),
      phone_number: formatPhone(form.phone),
      website: nullIfBlank(form.website),
      location: nullIfBlank(form.location),
      industry: nullIfBlank(form.industry),
      password: form.password,
    },
    defaultMessage: SIGNUP_FAILED,
  });
  return toUser(requireSuccess(json, SIGNUP_FAILED));
}
