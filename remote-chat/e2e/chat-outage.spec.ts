// User journey: the chat's own servers fail. With the chat remote down the
// launcher hides and the page works as usual; with the chatbot (the portal
// API) down the assistant says it cannot connect. Both recover once the server
// is back.
import { type Page } from '@playwright/test';
import { collectPageErrors, cutOff, e2eUrls, expect, test, viewports } from '@vital/shared/e2e';

test.use({ viewport: viewports.desktop });

const CONNECTION = "Sorry, I'm having trouble connecting. Please try again later.";

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Vital Assistant' });
const messages = (page: Page) => panel(page).getByRole('log').getByRole('listitem');

async function ask(page: Page, question: string) {
  const before = await messages(page).count();
  const field = panel(page).getByRole('textbox', { name: 'Your message' });
  await field.fill(question);
  await field.press('Enter');
  await expect(messages(page).nth(before)).toContainText(`You: ${question}`);
  return messages(page).nth(before + 1);
}

test('the chat remote down: the launcher stays hidden and the page works; it returns with the remote', async ({ page }) => {
  // The page's own clock, so the launcher's next check 15 s away is reached without waiting for it.
  await page.clock.install();
  const errors = collectPageErrors(page);
  const outage = await cutOff(page, 'chat');
  const probeFailed = page.waitForEvent('requestfailed', (request) => request.url().startsWith(e2eUrls.remote('chat')));
  await page.goto('/contact');
  await expect(h1(page)).toHaveText('Get in Touch');
  await probeFailed;
  await expect(launcher(page)).toHaveCount(0);

  // The rest of the site is untouched: the header navigates, the footer is there.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(h1(page)).toHaveText('Ethical Recruitment Since 2019');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
  await expect(panel(page)).toHaveCount(0);
  await outage.restore();

  // The launcher checks again every 15 s, not sooner, and comes back on its own.
  await page.clock.fastForward(10_000);
  await expect(launcher(page)).toHaveCount(0);
  await page.clock.fastForward(5_000);
  await expect(launcher(page)).toBeVisible();
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the chatbot down: the connection message; answers again once it is back', async ({ page }) => {
  await page.goto('/');
  await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();

  const outage = await cutOff(page, 'api');
  const down = await ask(page, 'What are your fees?');
  await expect(down).toContainText(CONNECTION);
  await outage.restore();

  const reply = await ask(page, 'What are your fees?');
  await expect(reply).toContainText('Job matching is free for professionals');
});
