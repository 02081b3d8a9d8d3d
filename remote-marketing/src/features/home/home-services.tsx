import styled from '@emotion/styled';
import { ButtonLink, Card, Icon, IconTile, PageSection, type Service, useServices } from '@vital/shared';
import { ActionLink } from '../page-blocks/action-link';
import { CardGrid } from '../page-blocks/card-grid';
import { TagList } from '../page-blocks/tag-list';
import type { homeServices } from './content/home';
import { serviceAction } from './service-action';

const CardAction = styled.div({ marginTop: 'auto' });

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.space[10],
}));

type HomeServicesContent = typeof homeServices;

function iconOf(service: Service, content: HomeServicesContent) {
  const key = service.key?.toLowerCase();
  return key && Object.hasOwn(content.icons, key) ? content.icons[key as keyof HomeServicesContent['icons']] : content.defaultIcon;
}

function HomeServiceCard({ service, content }: { service: Service; content: HomeServicesContent }) {
  const action = serviceAction(service, content);
  return (
    <Card>
      <IconTile name={iconOf(service, content)} />
      <h3>{service.title}</h3>
      <p>{service.description}</p>
      <TagList items={service.features} label={content.featuresLabel(service.title)} />
      <CardAction>
        <ActionLink href={action.to} variant="secondary">
          {action.label}
          <Icon name="arrowRight" size={18} />
        </ActionLink>
      </CardAction>
    </Card>
  );
}

/** Three service cards from the services call (its fallback until it answers). */
export function HomeServices({ content }: { content: HomeServicesContent }) {
  const { servicesOrFallback } = useServices();
  return (
    <PageSection heading={content.heading} tone="muted">
      <CardGrid
        items={servicesOrFallback.slice(0, content.cardCount)}
        getKey={(service) => service.id}
        renderItem={(service) => <HomeServiceCard service={service} content={content} />}
      />
      <Footer>
        <ButtonLink to={content.viewAll.to} variant="ghost">
          {content.viewAll.label}
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </Footer>
    </PageSection>
  );
}
