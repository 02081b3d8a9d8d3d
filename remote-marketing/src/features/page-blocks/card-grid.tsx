import { Grid, Reveal } from '@vital/shared';
import type { ReactNode } from 'react';

export interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Narrowest a column may get before the grid drops a column. */
  min?: string;
  label?: string;
  /**
   * Each card's first `alignedRows` children line up with those of the cards beside it (CSS
   * subgrid), so a footer starts at the same height in every card of a row however much text
   * comes before it.
   */
  alignedRows?: number;
}

/** The list item, the reveal wrapper and the card itself each take their rows from the grid. */
const subgridRows = (rows: number) => ({
  '& > li, & > li > *, & > li > * > *': { display: 'grid', gridRow: `span ${rows}`, gridTemplateRows: 'subgrid' },
});

/** Cards in a responsive grid; each scrolls into view one reveal step after the previous one. */
export function CardGrid<T>({ items, getKey, renderItem, min, label, alignedRows }: CardGridProps<T>) {
  return (
    <Grid min={min} aria-label={label} css={alignedRows ? subgridRows(alignedRows) : undefined}>
      {items.map((item, index) => (
        <li key={getKey(item, index)}>
          <Reveal step={index}>
            {renderItem(item, index)}
          </Reveal>
        </li>
      ))}
    </Grid>
  );
}
