import { renderWithProviders, screen } from '../testing';
import { Grid } from './card';

describe('Grid', () => {
  it('lays out its columns from min and gap without passing them on to the list', () => {
    renderWithProviders(
      <Grid min="20rem" gap={4} aria-label="Blog posts">
        <li>One</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Blog posts' });
    expect(list).not.toHaveAttribute('min');
    expect(list).not.toHaveAttribute('gap');
    expect(getComputedStyle(list).gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(20rem, 100%), 1fr))');
  });
});
