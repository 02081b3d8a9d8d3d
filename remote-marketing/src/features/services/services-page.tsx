import styled from '@emotion/styled';
import { Badge, CallToAction, Container, Icon, PageIntro, Section, useServices, VisuallyHidden } from '@vital/shared';
import { CardGrid } from '../page-blocks/card-grid';
import { EmptyNote } from '../page-blocks/empty-note';
import { servicesCopy, servicesIntro } from './content/services';
import { ServiceCard } from './service-card';

const Highlights = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }));

// Keeps room for a row of cards while the list is empty, so the closing band does not jump.
const Pending = styled.div({ minHeight: '24rem' });

/**
 * The services the call returned (none, and a 0 badge, until it succeeds). A failed call is
 * settled like an empty answer, as listings never show an error (docs/product.md, Portal API
 * calls): no cards and a short message.
 */
export function ServicesPage() {
  const { services, isSettled } = useServices();
  return (
    <>
      <PageIntro
        {...servicesIntro}
        actions={
          <Highlights>
            <Badge>
              <Icon name="layers" size={16} />
              <span aria-live="polite">{servicesCopy.count(services.length)}</span>
            </Badge>
            <Badge tone="accent">
              <Icon name="award" size={16} />
              {servicesCopy.trusted}
            </Badge>
          </Highlights>
        }
      />
      <Section aria-label={servicesCopy.listLabel}>
        <Container>
          {!isSettled ? (
            <Pending role="status" aria-busy="true">
              <VisuallyHidden>{servicesCopy.loading}</VisuallyHidden>
            </Pending>
          ) : services.length === 0 ? (
            <EmptyNote>{servicesCopy.empty}</EmptyNote>
          ) : (
            <CardGrid
              items={services}
              getKey={(service) => service.id}
              min="18rem"
              label={servicesCopy.listLabel}
              renderItem={(service) => <ServiceCard service={service} copy={servicesCopy} />}
            />
          )}
        </Container>
      </Section>
      <CallToAction
        title={servicesCopy.closing.title}
        text={servicesCopy.closing.text}
        actions={servicesCopy.closing.actions}
      />
    </>
  );
}
