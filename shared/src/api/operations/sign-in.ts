import { toUser, type Credentials, type User } from '../../auth/user';
import { ApiError, requireSuccess, type ApiClient } from '../api-client';

export const SIGN_IN_FAILED = 'Sign in failed';

/** POST /api/signin with the credentials; the signed-in user, or an ApiError. */
export async function signIn(client: ApiClient, credentials: Credentials): Promise<User> {
  const json = await client.post('/api/signin', {
    body: { email: credentials.email.trim(), password: credentials.password, userType: credentials.userType },
    defaultMessage: SIGN_IN_FAILED,
  });
  const user = toUser(requireSuccess(json, SIGN_IN_FAILED));
  if (!user) throw new ApiError(SIGN_IN_FAILED, 200);
  return user;
}
