import { http, networkError, noAnswer, reply, sentRequest, server, type Reply } from '@vital/shared/testing';
import { askAssistant, REPLY_TIMEOUT_MS } from './ask-assistant';
import { chatCopy } from './content/chat';

const errors = chatCopy.errors;
const BOT = 'http://bot.test/chat';

/** The bot at BOT answers with `answer` (MSW ignores the query string when matching). */
const botAnswers = (answer: Reply) => server.use(http.get(BOT, answer));

describe('askAssistant', () => {
  test('sends a GET with the text in the query parameter and returns the response field', async () => {
    let signal: AbortSignal | undefined;
    botAnswers((info) => {
      signal = info.request.signal;
      return reply(200, { response: 'Job matching is free for professionals.' })(info);
    });
    await expect(askAssistant(BOT, 'What are your fees & terms?', errors)).resolves.toBe('Job matching is free for professionals.');
    const { url, method } = await sentRequest();
    expect(new URL(url).searchParams.get('query')).toBe('What are your fees & terms?');
    expect(url).toMatch(/^http:\/\/bot\.test\/chat\?query=/);
    expect(method).toBe('GET');
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  test('keeps a query string the configured address already has', async () => {
    server.use(http.get('https://bot.test/ask', reply(200, { response: 'Hello!' })));
    await askAssistant('https://bot.test/ask?lang=en', 'hi', errors);
    const url = new URL((await sentRequest()).url);
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('query')).toBe('hi');
  });

  test('a reply holding markup is returned as the text it is', async () => {
    botAnswers(reply(200, { response: '<img src=x onerror="alert(1)"><b>Hi</b>' }));
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
    botAnswers(reply(status, body));
    await expect(askAssistant(BOT, 'hi', errors)).resolves.toBe("Sorry, I couldn't process that request.");
  });

  test('a network failure → the connection message', async () => {
    botAnswers(networkError);
    await expect(askAssistant(BOT, 'hi', errors)).resolves.toBe("Sorry, I'm having trouble connecting. Please try again later.");
  });

  test('a failure on the bot’s side (5xx) → the connection message', async () => {
    botAnswers(reply(503, { response: 'Down for maintenance' }));
    await expect(askAssistant(BOT, 'hi', errors)).resolves.toBe(errors.connection);
  });

  test('a bot that does not answer is given up at the deadline (REPLY_TIMEOUT_MS unless told) with the connection message', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    try {
      let signal: AbortSignal | undefined;
      botAnswers((info) => {
        signal = info.request.signal;
        return noAnswer(info);
      });
      await expect(askAssistant(BOT, 'hi', errors, 50)).resolves.toBe(errors.connection);
      expect(signal?.aborted).toBe(true);

      botAnswers(reply(200, { response: 'Hello' }));
      await askAssistant(BOT, 'hi', errors);
      expect(timeout).toHaveBeenLastCalledWith(REPLY_TIMEOUT_MS);
    } finally {
      timeout.mockRestore();
    }
  });
});
