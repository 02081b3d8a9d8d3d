import styled from '@emotion/styled';
import { Card, Grid, Icon, Reveal } from '@vital/shared';
import type { FeatureCard } from './content/types';

const IconBox = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.space[12],
  height: theme.space[12],
  borderRadius: theme.radii.lg,
  background: theme.colors.primarySoft,
  color: theme.colors.primary,
}));

/** Skill, technology or "why" cards: an icon, a title and a sentence. */
export function FeatureCards({ items }: { items: readonly FeatureCard[] }) {
  return (
    <Grid min="14rem">
      {items.map((item, index) => (
        <li key={item.title}>
          <Reveal step={index}>
            <Card tone="muted">
              <IconBox>
                <Icon name={item.icon} size={28} />
              </IconBox>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </Card>
          </Reveal>
        </li>
      ))}
    </Grid>
  );
}
