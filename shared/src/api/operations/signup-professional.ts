import { toUser, type User } from '../../auth/user';
import { requireSuccess, type ApiClient } from '../api-client';
import { formatPhone, nullIfBlank, type PhoneValue } from '../payload';

export const SIGNUP_FAILED = 'Signup failed';

export interface ProfessionalSignup {
  firstName: string;
  lastName?: string;
  email: string;
  phone?: PhoneValue | null;
  location?: string;
  password: string;
}

/** POST /api/signup/professional; missing optional fields are sent as null. */
export async function signupProfessional(client: ApiClient, form: ProfessionalSignup): Promise<User | null> {
  const json = await client.post('/api/signup/professional', {
    body: {
      email: form.email.trim(),
      first_name: form.firstName.trim(),
      last_name: nullIfBlank(form.lastName),
      location: nullIfBlank(form.location),
      phone_number: formatPhone(form.phone),
      password: form.password,
    },
    defaultMessage: SIGNUP_FAILED,
  });
  return toUser(requireSuccess(json, SIGNUP_FAILED));
}
