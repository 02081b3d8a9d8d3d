import styled from '@emotion/styled';
import { Card, Grid, Icon, IconTile, Reveal } from '@vital/shared';
import type { FeatureCardContent } from './types';

const Features = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  margin: 0,
  marginTop: 'auto',
  padding: 0,
  paddingTop: theme.space[2],
  listStyle: 'none',
  li: { display: 'flex', gap: theme.space[2], alignItems: 'flex-start', color: theme.colors.text },
  svg: { flexShrink: 0, marginTop: '0.2em', color: theme.colors.success },
}));

export interface FeatureCardsProps {
  items: readonly FeatureCardContent[];
  /** Narrowest a card may get before the grid drops a column. */
  min?: string;
}

/**
 * Cards with an icon, a title, a sentence and optional feature ticks. They
 * reveal one after another as they scroll in (100 ms per card).
 */
export function FeatureCards({ items, min }: FeatureCardsProps) {
  return (
    <Grid min={min}>
      {items.map((item, index) => (
        <li key={item.title}>
          <Reveal step={index}>
            <Card as="div">
              <IconTile name={item.icon} iconSize={26} />
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              {item.features && item.features.length > 0 && (
                <Features>
                  {item.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={18} />
                      {feature}
                    </li>
                  ))}
                </Features>
              )}
            </Card>
          </Reveal>
        </li>
      ))}
    </Grid>
  );
}
