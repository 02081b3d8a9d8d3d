import styled from '@emotion/styled';
import { Container, mq, StatList, type Stat } from '@vital/shared';

const Band = styled.div(({ theme }) => ({
  paddingBlock: theme.space[8],
  background: theme.colors.surfaceMuted,
  [mq.md]: { paddingBlock: theme.space[10] },
}));

/** Key figures right under the page heading (a labelled description list). */
export function Highlights({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <Band>
      <Container>
        <StatList stats={stats} label={label} />
      </Container>
    </Band>
  );
}
