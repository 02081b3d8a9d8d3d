import styled from '@emotion/styled';

/** A content card: surface, border, radius and padding from the theme. */
export const Card = styled.article<{ tone?: 'plain' | 'muted' | 'accent' }>(({ theme, tone = 'plain' }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[6],
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.borderSoft}`,
  background: tone === 'muted' ? theme.colors.surfaceMuted : tone === 'accent' ? theme.colors.primarySoft : theme.colors.surface,
  boxShadow: theme.shadows.sm,
  height: '100%',
  h3: { fontSize: theme.fontSizes.xl },
  p: { color: theme.colors.textMuted },
}));

/**
 * Cards or tiles laid out in as many columns as fit, each at least `min` wide. With
 * `alignedRows`, each card's first parts line up with those of the cards beside it (CSS
 * subgrid: the list item, a wrapper such as Reveal, and the card take their rows from the
 * grid), so a footer starts at the same height in every card of a row however much text
 * comes before it.
 */
// `min` is an HTML attribute (of inputs) that emotion would otherwise pass on to the list.
export const Grid = styled('ul', { shouldForwardProp: (prop) => prop !== 'min' && prop !== 'gap' && prop !== 'alignedRows' })<{
  min?: string;
  gap?: 4 | 6 | 8;
  alignedRows?: number;
}>(({ theme, min = '16rem', gap = 6, alignedRows }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}, 100%), 1fr))`,
  gap: theme.space[gap],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...(alignedRows && {
    '& > li, & > li > *, & > li > * > *': { display: 'grid', gridRow: `span ${alignedRows}`, gridTemplateRows: 'subgrid' },
  }),
}));
