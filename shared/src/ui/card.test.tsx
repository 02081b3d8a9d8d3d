import { renderWithProviders, screen } from '../testing';
import { fillingRows, Grid } from './card';

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

describe('fillingRows', () => {
  it('two columns: a lone last tile takes the whole row', () => {
    expect(fillingRows(2)).toEqual({
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '& > *': { gridColumn: 'span 1' },
      '& > :nth-child(2n + 1):nth-last-child(1), & > :nth-child(2n + 1):nth-last-child(1) ~ *': { gridColumn: 'span 2' },
    });
  });

  it('three columns on six tracks: a last row of two shares it half and half, a lone tile takes it all', () => {
    expect(fillingRows(3)).toEqual({
      gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
      '& > *': { gridColumn: 'span 2' },
      '& > :nth-child(3n + 1):nth-last-child(1), & > :nth-child(3n + 1):nth-last-child(1) ~ *': { gridColumn: 'span 6' },
      '& > :nth-child(3n + 1):nth-last-child(2), & > :nth-child(3n + 1):nth-last-child(2) ~ *': { gridColumn: 'span 3' },
    });
  });

  it('four columns on twelve tracks', () => {
    const rows = fillingRows(4);
    expect(rows.gridTemplateColumns).toBe('repeat(12, minmax(0, 1fr))');
    expect(rows['& > *']).toEqual({ gridColumn: 'span 3' });
    expect(rows['& > :nth-child(4n + 1):nth-last-child(3), & > :nth-child(4n + 1):nth-last-child(3) ~ *']).toEqual({ gridColumn: 'span 4' });
  });
});

describe('Grid with columns', () => {
  it('does not pass its columns on to the list', () => {
    renderWithProviders(
      <Grid columns={{ tablet: 2, desktop: 3 }} aria-label="Team">
        <li>One</li>
      </Grid>,
    );
    expect(screen.getByRole('list', { name: 'Team' })).not.toHaveAttribute('columns');
  });
});
