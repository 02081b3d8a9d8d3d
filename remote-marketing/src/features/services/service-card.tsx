import styled from '@emotion/styled';
import { Badge, Card, Icon, IconTile, VisuallyHidden, type Service } from '@vital/shared';
import { ActionLink } from '../page-blocks/action-link';
import type { ServicesCopy } from './content/services';
import { serviceCardModel } from './service-card-model';

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes['2xl'] }));

const FeaturesHeading = styled.h3(({ theme }) => ({
  '&&': { fontSize: theme.fontSizes.sm },
  marginTop: theme.space[2],
  color: theme.colors.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
}));

const Features = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: { display: 'flex', alignItems: 'flex-start', gap: theme.space[2] },
  svg: { flexShrink: 0, marginTop: '0.15rem', color: theme.colors.success },
}));

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  marginTop: 'auto',
  paddingTop: theme.space[4],
  borderTop: `1px solid ${theme.colors.borderSoft}`,
}));

/** One service with up to four key features, 'Global Reach', and 'Learn More' when it has a route. */
export function ServiceCard({ service, copy }: { service: Service; copy: ServicesCopy }) {
  const card = serviceCardModel(service, copy);
  return (
    <Card>
      <IconTile name={card.icon} />
      <Title>{card.title}</Title>
      <p>{card.description}</p>
      {card.features.length > 0 && (
        <>
          <FeaturesHeading>{copy.featuresHeading}</FeaturesHeading>
          <Features>
            {card.features.map((feature, index) => (
              <li key={`${feature}-${index}`}>
                <Icon name="check" size={18} />
                {feature}
              </li>
            ))}
          </Features>
        </>
      )}
      <Footer>
        <Badge tone="accent">
          <Icon name="globe" size={16} />
          {copy.globalReach}
        </Badge>
        {card.learnMoreHref && (
          <ActionLink href={card.learnMoreHref} variant="secondary">
            {copy.learnMore}
            <VisuallyHidden>{copy.learnMoreHidden(card.title)}</VisuallyHidden>
            <Icon name="arrowRight" size={18} />
          </ActionLink>
        )}
      </Footer>
    </Card>
  );
}
