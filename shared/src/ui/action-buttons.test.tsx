import { renderWithProviders, screen } from '../testing';
import { ActionButtons, type PageAction } from './action-buttons';

const actions: PageAction[] = [
  { label: 'Post Requirements', to: '/post-requirements' },
  { label: 'Start Hiring Now', portal: 'postRequirements' },
  { label: 'Browse Finance Jobs', portal: 'findOpportunities', opensInNewTab: true },
];

describe('ActionButtons', () => {
  it('links each action to its page or to the portal address from the site config', () => {
    renderWithProviders(<ActionButtons actions={actions} tone="dark" />);
    expect(screen.getByRole('link', { name: 'Post Requirements' })).toHaveAttribute('href', '/post-requirements');
    const portal = screen.getByRole('link', { name: 'Start Hiring Now' });
    expect(portal).toHaveAttribute('href', 'https://portal.test/requirements/new');
    expect(portal).not.toHaveAttribute('target');
  });

  it('opens a new-tab action without opener or referrer, and says so', () => {
    renderWithProviders(<ActionButtons actions={actions} tone="light" />);
    const link = screen.getByRole('link', { name: 'Browse Finance Jobs (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://portal.test/jobs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
