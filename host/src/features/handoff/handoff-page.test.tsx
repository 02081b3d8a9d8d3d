import { createTestConfig, renderWithProviders, screen } from '@vital/shared/testing';
import { handoffs } from './content/handoffs';
import { HandoffPage } from './handoff-page';

/** Each portal action and the portal address it hands off to (default portal paths). */
const expectedPortalPaths: Record<string, string> = {
  '/post-requirements': '/requirements/new',
  '/find-opportunities': '/jobs',
  '/upload-cv': '/cv',
  '/training': '/training',
  '/career-resources': '/resources',
};

function handoffFor(path: string) {
  const handoff = handoffs.find((h) => h.page.path === path);
  if (!handoff) throw new Error(`no hand-off for ${path}`);
  return handoff;
}

describe('HandoffPage', () => {
  it('covers exactly the five portal actions the site links to', () => {
    expect(handoffs.map((h) => h.page.path).sort()).toEqual(Object.keys(expectedPortalPaths).sort());
  });

  describe.each(Object.entries(expectedPortalPaths))('%s', (path, portalPath) => {
    const handoff = handoffFor(path);

    it('shows its title as the page heading and its lead', () => {
      renderWithProviders(<HandoffPage handoff={handoff} />, { route: path });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(handoff.page.title);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByText(handoff.page.description)).toBeInTheDocument();
      expect(screen.getByText(handoff.eyebrow)).toBeInTheDocument();
    });

    it('lists what the visitor will do on the portal, in order', () => {
      renderWithProviders(<HandoffPage handoff={handoff} />, { route: path });
      expect(screen.getByRole('heading', { level: 2, name: 'What you will do on the portal' })).toBeInTheDocument();
      const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
      expect(steps).toEqual(handoff.steps);
      expect(steps.length).toBeGreaterThanOrEqual(3);
    });

    it(`links to the portal at portalUrl + ${portalPath}`, () => {
      renderWithProviders(<HandoffPage handoff={handoff} />, { route: path });
      expect(screen.getByRole('link', { name: handoff.action })).toHaveAttribute(
        'href',
        `https://portal.test${portalPath}`,
      );
    });

    it('offers a way back into the site', () => {
      renderWithProviders(<HandoffPage handoff={handoff} />, { route: path });
      const back = screen.getByRole('link', { name: handoff.back.label });
      expect(back).toHaveAttribute('href', handoff.back.to);
      expect(back.getAttribute('href')).toMatch(/^\/[a-z-]+$/);
    });
  });

  it('follows the portal address configured at runtime', () => {
    const config = createTestConfig({
      portalUrl: 'https://jobs.example.org/portal/',
      portalPaths: { uploadCv: '/me/cv' },
    });
    const handoff = handoffFor('/upload-cv');
    renderWithProviders(<HandoffPage handoff={handoff} />, { config });
    expect(screen.getByRole('link', { name: handoff.action })).toHaveAttribute(
      'href',
      'https://jobs.example.org/portal/me/cv',
    );
  });
});
