import { answerApi, apiHeld, apiUrl, networkError, renderWithProviders, reply, requestCount, screen, sentRequest, waitFor, within } from '@vital/shared/testing';
import { ChatWidget } from './chat-widget';
import { chatCopy } from './content/chat';
import { conversation } from './conversation';

// The chatbot of createTestConfig(); `answerApi('/chat', …)` changes its answer.
const CHATBOT_URL = apiUrl('/chat');
const CONNECTION = "Sorry, I'm having trouble connecting. Please try again later.";
const NO_RESPONSE = "Sorry, I couldn't process that request.";

function renderWidget(onClose = jest.fn()) {
  const view = renderWithProviders(<ChatWidget onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Vital Assistant' });
  return {
    ...view,
    onClose,
    dialog,
    input: within(dialog).getByRole('textbox', { name: 'Your message' }),
    sendButton: within(dialog).getByRole('button', { name: 'Send' }),
    log: within(dialog).getByRole('log', { name: chatCopy.conversation }),
  };
}

/** The texts of the conversation's messages, each read with its speaker as a screen reader would. */
const spoken = (log: HTMLElement) =>
  within(log)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\d{1,2}:\d{2}.*$/, '').trim());

afterEach(() => {
  conversation.reset();
});

describe('ChatWidget', () => {
  test('opens as a labelled modal dialog with one assistant greeting, focus in the message field', () => {
    const { dialog, input, log } = renderWidget();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(chatCopy.subtitle);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Vital Assistant' })).toBeInTheDocument();
    expect(spoken(log)).toEqual([`Vital Assistant: ${chatCopy.greeting}`]);
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveFocus();
  });

  test('Send is disabled while the field is empty or blank, and blank text is never sent', async () => {
    const { user, input, sendButton, log } = renderWidget();
    expect(sendButton).toBeDisabled();

    await user.type(input, '    ');
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Enter}');

    expect(requestCount()).toBe(0);
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  });

  test('sending shows the question, a typing indicator and a disabled input until the reply arrives', async () => {
    const bot = apiHeld('/chat');
    const { user, input, sendButton, log } = renderWidget();

    await user.type(input, 'What are your fees?');
    expect(sendButton).toBeEnabled();
    await user.click(sendButton);

    expect(spoken(log)).toEqual([`Vital Assistant: ${chatCopy.greeting}`, 'You: What are your fees?']);
    expect(within(log).getByText('Vital Assistant is typing…')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveFocus();
    expect(sendButton).toBeDisabled();
    await user.type(input, 'more');
    expect(input).toHaveValue('');

    const url = new URL((await sentRequest()).url);
    expect(`${url.origin}${url.pathname}`).toBe(CHATBOT_URL);
    expect(url.searchParams.get('query')).toBe('What are your fees?');

    bot.release(reply(200, { response: 'Job matching is free for professionals.' }));
    expect(await within(log).findByText('Job matching is free for professionals.')).toBeInTheDocument();
    expect(within(log).queryByText('Vital Assistant is typing…')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('readonly');
    expect(input).not.toHaveAttribute('aria-disabled');
    expect(spoken(log)).toEqual([
      `Vital Assistant: ${chatCopy.greeting}`,
      'You: What are your fees?',
      'Vital Assistant: Job matching is free for professionals.',
    ]);
    for (const time of log.querySelectorAll('time')) expect(time).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/));
  });

  test('Enter in the field sends the question', async () => {
    answerApi('/chat', reply(200, { response: 'Hello!' }));
    const { user, input, log } = renderWidget();
    await user.type(input, 'hi{Enter}');
    expect(await within(log).findByText('Hello!')).toBeInTheDocument();
    expect(requestCount()).toBe(1);
  });

  test('a reply without a response shows the “could not process” message', async () => {
    answerApi('/chat', reply(200, { message: 'OK' }));
    const { user, input, log } = renderWidget();
    await user.type(input, 'hello{Enter}');
    expect(await within(log).findByText(NO_RESPONSE)).toBeInTheDocument();
  });

  test('a network error shows the connection message, and the visitor can ask again', async () => {
    answerApi('/chat', networkError, reply(200, { response: 'Back again.' }));
    const { user, input, log } = renderWidget();
    await user.type(input, 'hello{Enter}');
    expect(await within(log).findByText(CONNECTION)).toBeInTheDocument();

    await user.type(input, 'hello again{Enter}');
    expect(await within(log).findByText('Back again.')).toBeInTheDocument();
  });

  test('a reply holding HTML is shown as text, never as markup', async () => {
    const html = '<img src="x" onerror="window.hacked = true"><b>bold</b>';
    answerApi('/chat', reply(200, { response: html }));
    const { user, input, log, dialog } = renderWidget();
    await user.type(input, 'hello{Enter}');
    expect(await within(log).findByText(html)).toBeInTheDocument();
    expect(dialog.querySelector('img, b')).toBeNull();
  });

  test('a suggested question is sent with one click, and the suggestions go once the visitor has asked', async () => {
    answerApi('/chat', reply(200, { response: 'Job matching is free for professionals.' }));
    const { user, dialog, log, input } = renderWidget();
    const suggestions = within(dialog).getByRole('list', { name: 'Suggested questions' });
    await user.click(within(suggestions).getByRole('button', { name: 'What are your fees?' }));

    expect(new URL((await sentRequest()).url).searchParams.get('query')).toBe('What are your fees?');
    expect(await within(log).findByText('Job matching is free for professionals.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  test('Tab goes round the panel: from the message field (Send disabled) back to Close chat', async () => {
    const { user, input, dialog } = renderWidget();
    expect(input).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close chat' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
  });

  test('a page an answer names is a link to it, and following it closes the panel', async () => {
    answerApi('/chat', reply(200, { response: 'Book a consultation through the Contact page. The For Companies page explains the process.' }));
    const { user, input, log, onClose } = renderWidget();
    await user.type(input, 'How do I hire?{Enter}');
    const contact = await within(log).findByRole('link', { name: 'Contact page' });
    expect(contact).toHaveAttribute('href', '/contact');
    expect(within(log).getByRole('link', { name: 'For Companies page' })).toHaveAttribute('href', '/for-companies');
    expect(spoken(log).at(-1)).toBe('Vital Assistant: Book a consultation through the Contact page. The For Companies page explains the process.');
    await user.click(contact);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('what the visitor typed is never a link, even when it names a page', async () => {
    answerApi('/chat', reply(200, { response: 'Hello!' }));
    const { user, input, log } = renderWidget();
    await user.type(input, 'the Contact page{Enter}');
    await within(log).findByText('Hello!');
    expect(within(log).queryByRole('link')).not.toBeInTheDocument();
  });

  test('Escape and the close button close the panel', async () => {
    const { user, onClose, dialog } = renderWidget();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('the conversation survives closing and reopening the panel', async () => {
    answerApi('/chat', reply(200, { response: 'We have three offices.' }));
    const first = renderWidget();
    await first.user.type(first.input, 'Where are your offices?{Enter}');
    await within(first.log).findByText('We have three offices.');
    first.unmount();

    const again = renderWidget();
    expect(spoken(again.log)).toEqual([
      `Vital Assistant: ${chatCopy.greeting}`,
      'You: Where are your offices?',
      'Vital Assistant: We have three offices.',
    ]);
  });

  test('a reply that arrives while the panel is closed is there when it reopens', async () => {
    const bot = apiHeld('/chat');
    const first = renderWidget();
    await first.user.type(first.input, 'hi{Enter}');
    first.unmount();

    bot.release(reply(200, { response: 'Hello!' }));
    await waitFor(() => expect(conversation.getState().isWaiting).toBe(false));
    const again = renderWidget();
    expect(within(again.log).getByText('Hello!')).toBeInTheDocument();
    expect(again.input).not.toHaveAttribute('aria-disabled');
  });

  test('the field accepts at most 500 characters', () => {
    const { input } = renderWidget();
    expect(input).toHaveAttribute('maxlength', '500');
  });
});
