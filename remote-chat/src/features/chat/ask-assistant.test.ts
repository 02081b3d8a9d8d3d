import { askAssistant, REPLY_TIMEOUT_MS } from './ask-assistant';
import { chatCopy } from './content/chat';
import { hangingBot, installFetch, removeFetch, reply } from './testing/fake-chatbot';

const errors = chatCopy.errors;
const BOT = 'http://bot.test/chat';

afterEach(() => {
  removeFetch();
  jest.useRealTimers();
});

describe('askAssistant', () => {
  test('sends a GET with the text in the query parameter and returns the response field', async () => {
    const fetch = installFetch(() => reply(200, { response: 'Job matching is free for professionals.' }));
    await expect(askAssistant(BOT, 'What are your fees & terms?', errors)).resolves.toBe('Job matching is free for professionals.');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(new URL(String(url)).searchParams.get('query')).toBe('What are your fees & terms?');
    expect(String(url)).toMatch(/^http:\/\/bot\.test\/chat\?query=/);
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  test('keeps a query string the configured address already has', async () => {
    const fetch = installFetch(() => reply(200, { response: 'Hello!' }));
    await askAssistant('https://bot.test/ask?lang=en', 'hi', errors);
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('query')).toBe('hi');
  });

  test('a reply holding markup is returned as the text it is', async () => {
    installFetch(() => reply(200, { response: '<img src=x onerror="alert(1)"><b>Hi</b>' }));
    await expect(askAssistant(BOT, 'hi', errors)).resolves.toBe('<img src=x onerror="alert(1)"><b>Hi</b>');
  });

  test.each([
    ['no response field', 200, { answer: 'Hello' }],
    ['an empty response', 200, { response: '   ' }],
    ['a response that is not text', 200, { response: { text: 'Hello' } }],
    ['null', 200, null],
    ['a body that is not JSON', 200, 'Service Unavailable<html>'],
    ['a refused question (400)', 400, { success: false, message: 'Question is required.' }],
  ])('%s → the “could not process” message', async (_case, status, body) => {
    installFetch(() => reply(status, body));
    await expect(askAssistant(BOT, 'hi', errors)).resolves.toBe("Sorry, I couldn't process that request.");
  });

  test('a network failure → the connection message', async () => {
    installFetch(() => new TypeError('Failed to fetch'));
    await expect(askAssistant(BOT, 'hi', errors)).resolves.toBe("Sorry, I'm having trouble connecting. Please try again later.");
  });

  test('a failure on the bot’s side (5xx) → the connection message', async () => {
    installFetch(() => reply(503, { response: 'Down for maintenance' }));
    await expect(askAssistant(BOT, 'hi', errors)).resolves.toBe(errors.connection);
  });

  test('a bot that does not answer is given up after REPLY_TIMEOUT_MS with the connection message', async () => {
    jest.useFakeTimers();
    const fetch = installFetch(hangingBot);
    let result: string | undefined;
    void askAssistant(BOT, 'hi', errors).then((text) => (result = text));

    await jest.advanceTimersByTimeAsync(REPLY_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toBe(errors.connection);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});
