import styled from '@emotion/styled';
import { mq } from '../theme/tokens';
import { fillingRows } from './card';
import { Container } from './layout';

/**
 * How every figure tile of the site stacks its value and its label (`<dt>` first in the markup, so
 * the label is read before the value): value above label, both from the top, so the values of a
 * row share one line however the labels wrap.
 */
export const valueAboveLabel = { display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' } as const;

const List = styled.dl<{ tone: 'plain' | 'inverse' }>(({ theme, tone }) => ({
  display: 'grid',
  gap: theme.space[4],
  margin: 0,
  // Two to a row on a phone, an odd last figure across both.
  [mq.belowMd]: fillingRows(2),
  [mq.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' },
  '& > div': {
    ...valueAboveLabel,
    gap: theme.space[1],
    padding: theme.space[5],
    borderRadius: theme.radii.lg,
    background: tone === 'inverse' ? 'rgba(255, 255, 255, 0.08)' : theme.colors.surface,
    border: tone === 'inverse' ? '1px solid rgba(255, 255, 255, 0.16)' : `1px solid ${theme.colors.borderSoft}`,
    textAlign: 'center',
  },
  dt: { color: tone === 'inverse' ? theme.colors.textInverseMuted : theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  // A figure such as "10,000+" or "6-month" never breaks inside two narrow columns on a phone.
  dd: {
    margin: 0,
    whiteSpace: 'nowrap',
    fontSize: theme.fontSizes['2xl'],
    [mq.lg]: { fontSize: theme.fontSizes['3xl'] },
    fontWeight: theme.fontWeights.bold,
    color: tone === 'inverse' ? theme.colors.textInverse : theme.colors.heading,
  },
}));

export interface Stat {
  value: string;
  label: string;
}

/** Figures with their labels (a description list, so each value is read with its label). */
export function StatList({ stats, label, tone = 'plain' }: { stats: readonly Stat[]; label?: string; tone?: 'plain' | 'inverse' }) {
  return (
    <List aria-label={label} tone={tone}>
      {stats.map((stat) => (
        <div key={`${stat.label}-${stat.value}`}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </List>
  );
}

const Band = styled.div(({ theme }) => ({
  paddingBlock: theme.space[8],
  borderBlock: `1px solid ${theme.colors.borderSoft}`,
  background: theme.colors.surfaceMuted,
  [mq.md]: { paddingBlock: theme.space[10] },
}));

/** A page's key figures in a band of their own, right under its heading. */
export function StatBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <Band>
      <Container>
        <StatList stats={stats} label={label} />
      </Container>
    </Band>
  );
}
