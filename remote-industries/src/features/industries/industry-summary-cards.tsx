import styled from '@emotion/styled';
import { ButtonLink, Card, Grid, Icon, IconTile, Reveal, valueAboveLabel } from '@vital/shared';
import type { IndustrySummary } from './content/types';

const Top = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space[3] }));

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space[3],
  margin: `${theme.space[2]} 0`,
  '& > div': {
    ...valueAboveLabel,
    padding: theme.space[3],
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceMuted,
  },
  dt: { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  dd: { margin: 0, fontSize: theme.fontSizes['2xl'], fontWeight: theme.fontWeights.bold, color: theme.colors.heading },
}));

const Action = styled(ButtonLink)({ alignSelf: 'end', justifySelf: 'start' });

/** The six industries of the overview, each with its headline figures and a link to its page. */
export function IndustrySummaryCards({ items, figuresLabel }: { items: readonly IndustrySummary[]; figuresLabel: string }) {
  return (
    <Grid min="18rem" alignedRows={4}>
      {items.map((industry, index) => (
        <li key={industry.to}>
          <Reveal step={index}>
            <Card>
              <Top>
                <IconTile name={industry.icon} iconSize={28} />
                <h3>{industry.name}</h3>
              </Top>
              <p>{industry.description}</p>
              <Figures aria-label={`${figuresLabel}: ${industry.name}`}>
                {industry.figures.map((figure) => (
                  <div key={figure.label}>
                    <dt>{figure.label}</dt>
                    <dd>{figure.value}</dd>
                  </div>
                ))}
              </Figures>
              <Action to={industry.to} variant="secondary">
                {industry.linkLabel}
                <Icon name="arrowRight" size={18} />
              </Action>
            </Card>
          </Reveal>
        </li>
      ))}
    </Grid>
  );
}
