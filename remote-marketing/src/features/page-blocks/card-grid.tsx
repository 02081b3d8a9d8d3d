import { Grid, Reveal } from '@vital/shared';
import type { ReactNode } from 'react';

export interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Narrowest a column may get before the grid drops a column. */
  min?: string;
  /** Instead of `min`: how many columns on a tablet and on a desktop, the last row filled (Grid). */
  columns?: { tablet: number; desktop: number };
  label?: string;
  /** Each card's parts line up with those of the cards beside it (Grid). */
  alignedRows?: number;
}

/** Cards in a responsive grid; each scrolls into view one reveal step after the previous one. */
export function CardGrid<T>({ items, getKey, renderItem, min, columns, label, alignedRows }: CardGridProps<T>) {
  return (
    <Grid min={min} columns={columns} aria-label={label} alignedRows={alignedRows}>
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
