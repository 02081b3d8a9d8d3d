import { Card, Grid, IconTile, Reveal } from '@vital/shared';
import type { FeatureCard } from './content/types';

/** Skill, technology or "why" cards: an icon, a title and a sentence. */
export function FeatureCards({ items }: { items: readonly FeatureCard[] }) {
  return (
    <Grid min="14rem">
      {items.map((item, index) => (
        <li key={item.title}>
          <Reveal step={index}>
            <Card tone="muted">
              <IconTile name={item.icon} iconSize={28} />
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </Card>
          </Reveal>
        </li>
      ))}
    </Grid>
  );
}
