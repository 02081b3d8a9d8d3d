import { readEnvelope, requireSuccess, type ApiClient } from '../api-client';

const NEWSLETTER_FAILED = 'We could not subscribe you right now. Please try again later.';

/** Our addition: POST /api/newsletter from the footer; resolves with the server's message. */
export async function subscribeNewsletter(client: ApiClient, email: string): Promise<string | null> {
  const json = await client.post('/api/newsletter', { body: { email: email.trim() }, defaultMessage: NEWSLETTER_FAILED });
  requireSuccess(json, NEWSLETTER_FAILED);
  return readEnvelope(json).message;
}
