import styled from '@emotion/styled';
import { mq } from '@vital/shared';
import type { Specialization } from './content/types';

const List = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: theme.space[12] },
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: theme.space[4],
  marginBottom: theme.space[2],
}));

const Name = styled.span(({ theme }) => ({ fontWeight: theme.fontWeights.semibold, color: theme.colors.heading }));

const Value = styled.span(({ theme }) => ({
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.primary,
  fontVariantNumeric: 'tabular-nums',
}));

const Track = styled.div(({ theme }) => ({
  height: theme.space[3],
  borderRadius: theme.radii.pill,
  background: theme.colors.primarySoft,
  overflow: 'hidden',
}));

const Fill = styled.div(({ theme }) => ({
  height: '100%',
  borderRadius: theme.radii.pill,
  background: `linear-gradient(90deg, ${theme.colors.accent} 0%, ${theme.colors.primary} 100%)`,
}));

export interface DemandListProps {
  items: readonly Specialization[];
  /** What the percent measures ("demand", "growth"), read after the number. */
  measure: string;
}

/**
 * Specializations with a bar as wide as their percent. Each is a meter, read as
 * "Investment Banking, 92% demand"; the name and number inside are its visible face.
 */
export function DemandList({ items, measure }: DemandListProps) {
  return (
    <List>
      {items.map(({ name, percent }) => (
        <li key={name}>
          <div
            role="meter"
            aria-label={name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}% ${measure}`}
          >
            <Row>
              <Name>{name}</Name>
              <Value>{percent}%</Value>
            </Row>
            <Track data-part="track">
              <Fill data-part="fill" css={{ width: `${percent}%` }} />
            </Track>
          </div>
        </li>
      ))}
    </List>
  );
}
