// User journey: sending a message from /contact to the real portal API, and
// the other ways of reaching the company on that page.
import { type Locator, type Page } from '@playwright/test';
import { collectPageErrors, expect, test, tokens, viewports } from '@vital/shared/e2e';
import { choosePhoneCountry, countRequests, field } from './account-forms';
import { contactMessagesFrom, uniqueEmail } from './portal-db';

const SUCCESS = "Your message has been sent successfully! We'll get back to you within 24 hours.";
const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const sendButton = (page: Page) => form(page).getByRole('button', { name: /^(Send Message|Sending Message\.\.\.)$/ });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
});

test('a message is stored with the dial code in front of the phone and nulls for blanks; the form is cleared', async ({ page }) => {
  const errors = collectPageErrors(page);
  const email = uniqueEmail('lin');
  await field(page, 'First Name').fill('Lin');
  await field(page, 'Email').fill(email);
  await choosePhoneCountry(page, '+44', 'United Kingdom (+44)');
  await field(page, 'Phone').fill('20 7946 0000');
  await field(page, 'Inquiry Type').selectOption('For Companies');
  await field(page, 'Message').fill('We are hiring ten engineers in London.');
  await sendButton(page).click();

  await expect(toast(page, SUCCESS)).toBeVisible();
  expect(contactMessagesFrom(email)).toEqual([
    {
      id: expect.any(Number),
      first_name: 'Lin',
      last_name: null,
      email,
      phone_number: '+44 20 7946 0000',
      inquiry_type: 'For Companies',
      message: 'We are hiring ten engineers in London.',
    },
  ]);
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Inquiry Type', 'Message']) {
    await expect(field(page, label)).toHaveValue('');
  }
  await expect(form(page).getByRole('button', { name: 'Country code: United States (+1)' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("missing required fields give the 'Error' toast and send nothing", async ({ page }) => {
  const sent = countRequests(page, '/api/contact-us');
  await field(page, 'First Name').fill('Lin');
  await sendButton(page).click();
  const error = toast(page, 'Please fill in all required fields');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Error');
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'First Name')).toHaveValue('Lin');
  expect(sent()).toBe(0);
});

test('the same error three times is one toast, and its × closes it with a mouse click', async ({ page }) => {
  for (let n = 0; n < 3; n += 1) await sendButton(page).click();
  const error = toast(page, 'Please fill in all required fields');
  await expect(error).toHaveCount(1);
  // A real mouse: pressed and released on the ×, where a swipe of the toast also starts.
  await error.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(error).toHaveCount(0);
});

test('a double click sends one message', async ({ page }) => {
  const sent = countRequests(page, '/api/contact-us');
  const email = uniqueEmail('double');
  await field(page, 'First Name').fill('Dee');
  await field(page, 'Email').fill(email);
  await field(page, 'Inquiry Type').selectOption('For Professionals');
  await field(page, 'Message').fill('Is job matching free?');
  await sendButton(page).dblclick();
  await expect(toast(page, SUCCESS)).toBeVisible();
  expect(sent()).toBe(1);
  expect(contactMessagesFrom(email)).toHaveLength(1);
});

test("the server's own message is shown when it refuses a message, and the fields are kept", async ({ page }) => {
  await field(page, 'First Name').fill('Lin');
  await field(page, 'Email').fill('not-an-address');
  await field(page, 'Inquiry Type').selectOption('Training Programs');
  await field(page, 'Message').fill('Hello');
  await sendButton(page).click();
  await expect(toast(page, 'Please enter a valid email address.')).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue('not-an-address');
  await expect(field(page, 'Inquiry Type')).toHaveValue('Training Programs');
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: viewports.mobile });

  test('an email the API refuses is marked on its field as a missing one is, and the toast leaves Send Message clear', async ({ page }) => {
    await field(page, 'First Name').fill('Quinn');
    await field(page, 'Email').fill('quinn-at-example');
    await field(page, 'Inquiry Type').selectOption('For Professionals');
    await field(page, 'Message').fill('Do you place nurses in London?');
    await sendButton(page).click();

    const error = toast(page, 'Please enter a valid email address.');
    await expect(error).toBeVisible();
    const email = field(page, 'Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    // Outlined in the danger colour, all round.
    const danger = await page.evaluate((color) => {
      const probe = document.createElement('i');
      probe.style.color = color;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, tokens.colors.danger);
    const outline = await email.evaluate((element) => ({ border: getComputedStyle(element).borderTopColor, ring: getComputedStyle(element).boxShadow }));
    expect(outline.border).toBe(danger);
    expect(outline.ring).toContain(danger);
    for (const other of ['First Name', 'Message']) await expect(field(page, other)).not.toHaveAttribute('aria-invalid', 'true');

    // The field is brought into view with focus; the toast lies over neither it, what is wrong with it, nor Send Message.
    await expect(email).toBeFocused();
    const toastBox = (await error.boundingBox())!;
    const isUnderToast = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      return toastBox.x < box.x + box.width && box.x < toastBox.x + toastBox.width && toastBox.y < box.y + box.height && box.y < toastBox.y + toastBox.height;
    };
    expect(await isUnderToast(email), 'the toast lies over the Email field').toBe(false);
    expect(await isUnderToast(form(page).getByText('Please enter a valid email address.')), 'the toast lies over what is wrong').toBe(false);
    expect(await isUnderToast(sendButton(page)), 'the toast lies over Send Message').toBe(false);

    // Corrected, the field is no longer marked, and the message goes.
    await email.fill(uniqueEmail('quinn'));
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).not.toHaveAccessibleDescription('Please enter a valid email address.');
    await sendButton(page).click();
    await expect(toast(page, SUCCESS)).toBeVisible();
  });

  test('an empty submit marks each missing field with a description, tied to it', async ({ page }) => {
    await field(page, 'First Name').fill('Quinn');
    await sendButton(page).click();
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
    for (const label of ['Email', 'Inquiry Type', 'Message']) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription('Please fill in this field.');
    }
    await expect(field(page, 'First Name')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test('Live Chat opens the chat assistant, and the FAQs open from the keyboard', async ({ page }) => {
  await page.getByRole('button', { name: 'Start Live Chat' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  const question = page.getByRole('button', { name: 'Is Vital free for professionals?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Job matching is free for professionals', { exact: false })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});
