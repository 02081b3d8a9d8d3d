// User journey: a visitor asks the chat assistant. The panel opens from the
// launcher or from Contact's Live Chat (openChat()), answers from
// the real local assistant, never sends blank text, shows that it is typing,
// falls back politely when the bot is down, slow or strange, keeps the
// conversation while the visitor moves around, and stays accessible.
//
// Bot failures are simulated per page at the network boundary (page.route);
// the chat remote or the API out of reach altogether is chat-outage.spec.ts.
import { type Page, type Route } from '@playwright/test';
import { collectPageErrors, e2eUrls, expect, expectNoAxeViolations, test, viewports } from '@vital/shared/e2e';

const CONNECTION = "Sorry, I'm having trouble connecting. Please try again later.";
const NO_RESPONSE = "Sorry, I couldn't process that request.";
const GREETING = "Hi! I'm the Vital assistant. How can I help you today?";
const FEES_ANSWER = /Job matching is free for professionals.*We charge only for premium training and certification/;
const TYPING = 'Vital Assistant is typing…';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Vital Assistant' });
const messageField = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' });
const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Send' });
const messages = (page: Page) => panel(page).getByRole('log').getByRole('listitem');

/** Requests to the chatbot (`chatbotUrl` of the served site.config.json). */
const isChatbot = (url: URL) => url.origin === e2eUrls.api && url.pathname === '/chat';

async function openFromLauncher(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(messageField(page)).toBeFocused();
}

/** Sends a question with Enter; it appears at once as the visitor's newest message. */
async function ask(page: Page, question: string) {
  const before = await messages(page).count();
  await messageField(page).fill(question);
  await messageField(page).press('Enter');
  await expect(messages(page).nth(before)).toContainText(`You: ${question}`);
}

/** Holds chatbot requests until `release()`, then lets them reach the real assistant. */
async function holdChatbot(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isChatbot, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

test.describe('desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('opens from the launcher with a greeting and answers a fees question from the real local assistant', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
    await openFromLauncher(page);
    await expect(launcher(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close chat assistant' })).toHaveAttribute('aria-expanded', 'true');
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText(GREETING);

    const request = page.waitForRequest((candidate) => isChatbot(new URL(candidate.url())));
    await ask(page, 'What are your fees?');
    const sent = new URL((await request).url());
    expect(sent.searchParams.get('query')).toBe('What are your fees?');

    await expect(messages(page)).toHaveCount(3);
    await expect(messages(page).nth(2)).toContainText(FEES_ANSWER);
    await expect(messageField(page)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('shows a typing indicator and disables input until the reply arrives', async ({ page }) => {
    const bot = await holdChatbot(page);
    await page.goto('/');
    await openFromLauncher(page);
    await ask(page, 'How long does placement take?');

    await expect(panel(page).getByText(TYPING)).toBeAttached();
    await expect(messageField(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(messageField(page)).not.toBeEditable();
    await expect(sendButton(page)).toBeDisabled();

    bot.release();
    await expect(messages(page).nth(2)).toContainText('15 days or less');
    await expect(panel(page).getByText(TYPING)).toHaveCount(0);
    await expect(messageField(page)).toBeEditable();
    await expect(messageField(page)).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('an empty or blank message is not sent', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (isChatbot(new URL(request.url()))) requests.push(request.url());
    });
    await page.goto('/');
    await openFromLauncher(page);
    await expect(sendButton(page)).toBeDisabled();

    await messageField(page).press('Enter');
    await messageField(page).fill('     ');
    await expect(sendButton(page)).toBeDisabled();
    await messageField(page).press('Enter');

    await expect(messages(page)).toHaveCount(1);
    await expect(panel(page).getByText(TYPING)).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('the bot unreachable → the connection message, and the next question works again', async ({ page }) => {
    let isDown = true;
    await page.route(isChatbot, (route) => (isDown ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/');
    await openFromLauncher(page);

    await ask(page, 'What are your fees?');
    await expect(messages(page).nth(2)).toHaveText(new RegExp(`^Vital Assistant: ${literal(CONNECTION)}`));

    isDown = false;
    await ask(page, 'What are your fees?');
    await expect(messages(page).nth(4)).toContainText(FEES_ANSWER);
  });

  test('a reply without a response field → the “could not process” message', async ({ page }) => {
    await page.route(isChatbot, (route) => route.fulfill({ json: { answer: 'wrong field' } }));
    await page.goto('/');
    await openFromLauncher(page);
    await ask(page, 'hello');
    await expect(messages(page).nth(2)).toContainText(NO_RESPONSE);
  });

  test('a slow bot is given up after 15 s with the connection message', async ({ page }) => {
    await page.route(isChatbot, () => {
      // Never answered.
    });
    await page.goto('/');
    await openFromLauncher(page);
    // The page's time stands still from here: only fastForward moves it, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await ask(page, 'What are your fees?');
    await expect(panel(page).getByText(TYPING)).toBeAttached();

    await page.clock.fastForward(14_000);
    await expect(panel(page).getByText(TYPING)).toBeAttached();
    await page.clock.fastForward(1_000);
    await expect(messages(page).nth(2)).toContainText(CONNECTION);
    await expect(messageField(page)).toBeEditable();
  });

  test('a reply holding HTML is shown as text, never run or rendered', async ({ page }) => {
    const html = '<img src="/nope.png" onerror="window.__chatXss = true"><b>Bold claim</b>';
    await page.route(isChatbot, (route) => route.fulfill({ json: { response: html } }));
    await page.goto('/');
    await openFromLauncher(page);
    await ask(page, 'hello');

    await expect(messages(page).nth(2)).toContainText(html);
    await expect(panel(page).locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __chatXss?: boolean }).__chatXss)).toBeUndefined();
  });

  test('the conversation is kept across route changes and closing the panel', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
    await openFromLauncher(page);
    await ask(page, 'Where are your offices?');
    await expect(messages(page).nth(2)).toContainText('London');

    // The panel stays open, with its messages, while the visitor moves on.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(h1(page)).toHaveText('Ethical Recruitment Since 2019');
    await expect(messages(page)).toHaveCount(3);

    // Closed, then reopened on another page: the same conversation.
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL('/blogs');
    await openFromLauncher(page);
    await expect(messages(page)).toHaveCount(3);
    await expect(messages(page).nth(1)).toContainText('Where are your offices?');
    await expect(messages(page).nth(2)).toContainText('London');
  });

  test('keyboard: the launcher opens it with focus in the field, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(messageField(page)).toBeFocused();

    await page.keyboard.type('How do I sign up?');
    await page.keyboard.press('Enter');
    await expect(messages(page).nth(2)).toContainText('Get Started');

    // The conversation scrolls from the keyboard, and the close button is reachable.
    await page.keyboard.press('Shift+Tab');
    await expect(panel(page).getByRole('log')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(panel(page).getByRole('button', { name: 'Close chat' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('keyboard: focus stays inside the open panel, after a question too, and never reaches the page beneath it', async ({ page }) => {
    await page.goto('/contact');
    await expect(h1(page)).toHaveText('Get in Touch');
    await openFromLauncher(page);
    await messageField(page).fill('What are your fees?');
    await sendButton(page).click();
    await expect(messages(page).nth(2)).toContainText(FEES_ANSWER);
    await expect(messageField(page)).toBeFocused();

    // With Send disabled again, the field is the panel's last control: Tab goes round to its first.
    const focusInPanel = panel(page).locator(':focus');
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 6; press += 1) {
        await page.keyboard.press(key);
        await expect(focusInPanel, `${key} ${press + 1}`).toHaveCount(1);
      }
    }
    await messageField(page).focus();
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('button', { name: 'Close chat' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(messageField(page)).toBeFocused();
  });

  test('Escape gives focus back to the control that opened the panel: Start Live Chat, not the launcher', async ({ page }) => {
    await page.goto('/contact');
    const liveChat = page.getByRole('button', { name: 'Start Live Chat' });
    await liveChat.focus();
    await page.keyboard.press('Enter');
    await expect(messageField(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(liveChat).toBeFocused();

    // The same after a click and the panel's own close button.
    await liveChat.click();
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(liveChat).toBeFocused();
  });

  test('an answer that names a page links to it; following the link shows the page and closes the panel', async ({ page }) => {
    await page.goto('/');
    await openFromLauncher(page);
    await ask(page, 'How can I contact you?');
    const answer = messages(page).nth(2);
    const link = answer.getByRole('link', { name: 'Contact page' });
    await expect(link).toHaveAttribute('href', '/contact');
    await link.click();
    await expect(page).toHaveURL('/contact');
    await expect(h1(page)).toHaveText('Get in Touch');
    await expect(panel(page)).toHaveCount(0);
  });

  test('Contact’s Live Chat opens the panel on the Contact page', async ({ page }) => {
    await page.goto('/contact');
    await expect(h1(page)).toHaveText('Get in Touch');
    await page.getByRole('button', { name: 'Start Live Chat' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(messageField(page)).toBeFocused();
    await expect(h1(page)).toHaveText('Get in Touch');
  });

  test('no axe violations while the assistant is typing', async ({ page }) => {
    await page.route(isChatbot, () => {
      // Held unanswered: the panel stays in its waiting state for the audit.
    });
    await page.goto('/');
    await openFromLauncher(page);
    await ask(page, 'What are your fees?');
    await expect(panel(page).getByText(TYPING)).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test('no axe violations with the panel open after a conversation', async ({ page }) => {
    await page.goto('/');
    await openFromLauncher(page);
    await ask(page, 'What are your fees?');
    await expect(messages(page).nth(2)).toContainText(FEES_ANSWER);
    await expectNoAxeViolations(page);
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: viewports.mobile });

  test('the launcher steps aside at first view and appears once the page scrolls; the panel fits the screen, leaves the launcher usable, and closes to give the page back', async ({ page }) => {
    await page.goto('/');
    await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    // At first view the launcher steps aside from the hero's figures; once the visitor scrolls it is there.
    await expect(launcher(page)).toBeHidden();
    await page.mouse.wheel(0, 300);
    await openFromLauncher(page);

    const box = await panel(page).boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThan(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewports.mobile.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewports.mobile.height);
    }

    await ask(page, 'What are your fees?');
    await expect(messages(page).nth(2)).toContainText(FEES_ANSWER);
    await expectNoAxeViolations(page);

    // The launcher is not covered: a real click on it closes the panel.
    const close = page.getByRole('button', { name: 'Close chat assistant' });
    await close.click();
    await expect(panel(page)).toHaveCount(0);
    // The page's own controls are usable again.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });
});

/** A literal string inside a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
