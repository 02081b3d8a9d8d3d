/** A slow bot is given up after this long, with the connection message. */
export const REPLY_TIMEOUT_MS = 15_000;

export interface AssistantErrors {
  /** The bot answered, but without a usable `response`. */
  noResponse: string;
  /** The bot could not be reached, failed on its side, or took too long. */
  connection: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function responseOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const response = (body as { response?: unknown }).response;
  return typeof response === 'string' && response.trim() ? response.trim() : null;
}

/**
 * Asks the chatbot (GET with the text in `query`, answer in
 * `response`). Never throws: every failure becomes the message the visitor
 * sees, so the conversation always gets a reply.
 */
export async function askAssistant(
  chatbotUrl: string,
  question: string,
  errors: AssistantErrors,
  timeoutMs = REPLY_TIMEOUT_MS,
): Promise<string> {
  const url = new URL(chatbotUrl);
  url.searchParams.set('query', question);
  try {
    // Only a CORS-safelisted header: the bot may live on another origin and needs no preflight.
    const response = await fetch(url.toString(), {
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // A bot that fails on its side is as unreachable to the visitor as one that is down.
    if (response.status >= 500) return errors.connection;
    return responseOf(parseJson(await response.text())) ?? errors.noResponse;
  } catch {
    return errors.connection;
  }
}
