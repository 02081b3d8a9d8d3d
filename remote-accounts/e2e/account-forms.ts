// Page helpers shared by the accounts journeys.
import { type Page } from '@playwright/test';
import { expect } from '@vital/shared/e2e';

/** A control by its label; required fields' labels end with a visual asterisk. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

/** Chooses the phone country with the keyboard: open, search, Enter. */
export async function choosePhoneCountry(page: Page, search: string, expected: string) {
  const trigger = page.getByRole('button', { name: /^Country code:/ });
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  const searchBox = page.getByRole('combobox', { name: 'Search by country or dial code' });
  await expect(searchBox).toBeFocused();
  await searchBox.fill(search);
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAccessibleName(`Country code: ${expected}`);
  await expect(trigger).toBeFocused();
}

export interface ProfessionalDetails {
  firstName: string;
  lastName?: string;
  email: string;
  phone?: { search: string; country: string; number: string };
  location?: string;
  password: string;
}

export async function fillProfessional(page: Page, details: ProfessionalDetails) {
  await field(page, 'First Name').fill(details.firstName);
  if (details.lastName) await field(page, 'Last Name').fill(details.lastName);
  await field(page, 'Email').fill(details.email);
  if (details.phone) {
    await choosePhoneCountry(page, details.phone.search, details.phone.country);
    await field(page, 'Phone').fill(details.phone.number);
  }
  if (details.location) await field(page, 'Location').fill(details.location);
  await field(page, 'Password').fill(details.password);
  await field(page, 'Confirm Password').fill(details.password);
}

export const termsBox = (page: Page) =>
  page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
export const createAccountButton = (page: Page) => page.getByRole('button', { name: /^(Create Account|Creating\.\.\.)$/ });

/** Counts the requests the page sends to one API path. */
export function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}
