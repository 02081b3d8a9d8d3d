import styled from '@emotion/styled';
import { Container, StatList, type Stat } from '@vital/shared';

const Band = styled.div(({ theme }) => ({
  paddingBlock: theme.space[8],
  borderBlock: `1px solid ${theme.colors.borderSoft}`,
  background: theme.colors.surfaceMuted,
}));

/** The headline figures under a page's hero. */
export function StatsBand({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <Band>
      <Container>
        <StatList label={label} stats={stats} />
      </Container>
    </Band>
  );
}
