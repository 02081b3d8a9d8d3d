import { createTestConfig } from '@vital/shared/testing';
import { VitalProviders } from '@vital/shared';
import { MemoryRouter } from '@vital/shared/router';
import { renderToString } from 'react-dom/server';
import { ChatLauncher } from '../chat-launcher/chat-launcher';
import { Header } from './header';

/** The markup the server sends, before any script: parsed into the document to query it. */
function serverMarkup(ui: React.ReactElement) {
  document.body.innerHTML = renderToString(
    <MemoryRouter>
      <VitalProviders config={createTestConfig()}>{ui}</VitalProviders>
    </MemoryRouter>,
  );
  return document.body;
}

describe('the header as the server sends it', () => {
  it('has native disclosures for every dropdown, each holding its plain links', () => {
    const body = serverMarkup(<Header />);
    const desktop = body.querySelector('nav[aria-label="Main"]');
    const groups = [...(desktop?.querySelectorAll('details > summary') ?? [])].map((summary) => summary.textContent);
    expect(groups).toEqual(['For Companies', 'For Professionals', 'Industries']);
    const forCompanies = desktop?.querySelector('details');
    expect(forCompanies?.querySelector('a[href="/hr-solutions"]')?.textContent).toBe('HR Solutions');
    expect(body.querySelector('button')).toBeNull();
  });

  it('has the mobile menu as a native disclosure with its groups and links', () => {
    const body = serverMarkup(<Header />);
    const menu = body.querySelector('#mobile-menu');
    expect(menu?.closest('details')?.querySelector(':scope > summary')?.getAttribute('aria-label')).toBe('Open menu');
    expect(menu?.querySelector('a[href="/contact"]')?.textContent).toBe('Contact');
    expect(menu?.querySelectorAll('details > summary')).toHaveLength(3);
  });
});

describe('the chat launcher as the server sends it', () => {
  it('is a link to the contact page, where the chat cannot open yet', () => {
    const body = serverMarkup(<ChatLauncher />);
    const link = body.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/contact');
    expect(link?.getAttribute('aria-label')).toBe('Contact us');
    expect(body.querySelector('button')).toBeNull();
  });
});
