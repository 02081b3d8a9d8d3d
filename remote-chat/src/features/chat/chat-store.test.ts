import { createChatStore } from './chat-store';

const GREETING = 'Hi! How can I help?';

/** An `ask` whose reply the test hands over when it wants. */
function pendingAsk() {
  let answer: (text: string) => void = () => {};
  const ask = jest.fn(
    () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  );
  return { ask, answer: (text: string) => answer(text) };
}

describe('the chat store', () => {
  test('starts with one assistant greeting', () => {
    const store = createChatStore(GREETING);
    const { messages, isWaiting } = store.getState();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toEqual({ id: expect.any(String), text: GREETING, isUser: false, timestamp: expect.any(Date) });
    expect(isWaiting).toBe(false);
  });

  test('sending appends the trimmed user message, waits, then appends the reply', async () => {
    const store = createChatStore(GREETING);
    const { ask, answer } = pendingAsk();
    const listener = jest.fn();
    store.subscribe(listener);

    const sent = store.send('  What are your fees?  ', ask);
    expect(ask).toHaveBeenCalledWith('What are your fees?');
    expect(store.getState().isWaiting).toBe(true);
    expect(store.getState().messages.map((m) => [m.text, m.isUser])).toEqual([
      [GREETING, false],
      ['What are your fees?', true],
    ]);

    answer('Free for professionals.');
    await expect(sent).resolves.toBe(true);
    expect(store.getState().isWaiting).toBe(false);
    expect(store.getState().messages.map((m) => [m.text, m.isUser])).toEqual([
      [GREETING, false],
      ['What are your fees?', true],
      ['Free for professionals.', false],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    const ids = store.getState().messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(3);
  });

  test.each(['', '   ', '\n\t '])('blank text (%j) is not sent', async (text) => {
    const store = createChatStore(GREETING);
    const ask = jest.fn(async () => 'reply');
    await expect(store.send(text, ask)).resolves.toBe(false);
    expect(ask).not.toHaveBeenCalled();
    expect(store.getState().messages).toHaveLength(1);
  });

  test('a second question while a reply is awaited is not sent', async () => {
    const store = createChatStore(GREETING);
    const first = pendingAsk();
    const second = jest.fn(async () => 'second reply');
    const sent = store.send('first', first.ask);
    await expect(store.send('second', second)).resolves.toBe(false);
    expect(second).not.toHaveBeenCalled();
    first.answer('first reply');
    await sent;
    expect(store.getState().messages.map((m) => m.text)).toEqual([GREETING, 'first', 'first reply']);
  });

  test('a reply that arrives after a reset is dropped', async () => {
    const store = createChatStore(GREETING);
    const { ask, answer } = pendingAsk();
    const sent = store.send('hello', ask);
    store.reset();
    answer('too late');
    await expect(sent).resolves.toBe(false);
    expect(store.getState().messages.map((m) => m.text)).toEqual([GREETING]);
    expect(store.getState().isWaiting).toBe(false);
  });
});
