import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { mq } from '../theme/tokens';

/** A content card: surface, border, radius and padding from the theme. */
export const Card = styled.article<{ tone?: 'plain' | 'muted' | 'accent' }>(({ theme, tone = 'plain' }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[6],
  // A phone's card keeps more of its narrow width for its text and its button's label.
  [mq.belowMd]: { padding: theme.space[5] },
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.borderSoft}`,
  background: tone === 'muted' ? theme.colors.surfaceMuted : tone === 'accent' ? theme.colors.primarySoft : theme.colors.surface,
  boxShadow: theme.shadows.sm,
  height: '100%',
  h3: { fontSize: theme.fontSizes.xl },
  p: { color: theme.colors.textMuted },
}));

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

/**
 * A grid of `columns` equal columns whose last row is never left partly empty: the tiles of a
 * short last row share its whole width (a lone one takes all of it). The grid's tracks are a
 * number every row's count of tiles divides (6 for three columns), and each tile spans its share.
 */
export function fillingRows(columns: number): CSSObject {
  const sizes = Array.from({ length: columns }, (_, index) => index + 1);
  const tracks = sizes.reduce((common, size) => (common * size) / greatestCommonDivisor(common, size), 1);
  const shortLastRows = sizes.slice(0, -1).map((tiles) => {
    // The tile that starts a row with only `tiles` tiles left, and those after it.
    const start = `& > :nth-child(${columns}n + 1):nth-last-child(${tiles})`;
    return [`${start}, ${start} ~ *`, { gridColumn: `span ${tracks / tiles}` }];
  });
  return {
    gridTemplateColumns: `repeat(${tracks}, minmax(0, 1fr))`,
    '& > *': { gridColumn: `span ${tracks / columns}` },
    ...Object.fromEntries(shortLastRows),
  };
}

/**
 * Cards or tiles laid out in as many columns as fit, each at least `min` wide; or, with
 * `columns`, one on a phone and the given number on a tablet and on a desktop, with a last row
 * that is never left partly empty (fillingRows). With `alignedRows`, each card's first parts
 * line up with those of the cards beside it (CSS subgrid: the list item, a wrapper such as
 * Reveal, and the card take their rows from the grid), so a footer starts at the same height
 * in every card of a row however much text comes before it.
 */
// `min` is an HTML attribute (of inputs) that emotion would otherwise pass on to the list.
export const Grid = styled('ul', {
  shouldForwardProp: (prop) => prop !== 'min' && prop !== 'gap' && prop !== 'alignedRows' && prop !== 'columns',
})<{
  min?: string;
  columns?: { tablet: number; desktop: number };
  gap?: 4 | 6 | 8;
  alignedRows?: number;
}>(({ theme, min = '16rem', columns, gap = 6, alignedRows }) => ({
  display: 'grid',
  gridTemplateColumns: columns ? 'minmax(0, 1fr)' : `repeat(auto-fit, minmax(min(${min}, 100%), 1fr))`,
  ...(columns && { [mq.mdToLg]: fillingRows(columns.tablet), [mq.lg]: fillingRows(columns.desktop) }),
  gap: theme.space[gap],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...(alignedRows && {
    '& > li, & > li > *, & > li > * > *': { display: 'grid', gridRow: `span ${alignedRows}`, gridTemplateRows: 'subgrid' },
  }),
}));
