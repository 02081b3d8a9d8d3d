import styled from '@emotion/styled';
import { ButtonAnchor, ButtonLink, Container, PageIntro, Section, usePortalHref } from '@vital/shared';
import type { Handoff } from './content/handoffs';

const Steps = styled.ol(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  maxWidth: '40rem',
  margin: 0,
  paddingLeft: theme.space[6],
  fontSize: theme.fontSizes.lg,
}));

const StepsHeading = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes['2xl'], marginBottom: theme.space[4] }));

/** A portal action: what the visitor will do there, and the way to get there. */
export function HandoffPage({ handoff }: { handoff: Handoff }) {
  const href = usePortalHref(handoff.portal);
  return (
    <>
      <PageIntro
        eyebrow={handoff.eyebrow}
        title={handoff.page.title}
        lead={handoff.page.description}
        actions={
          <>
            <ButtonAnchor href={href} size="lg">
              {handoff.action}
            </ButtonAnchor>
            <ButtonLink to={handoff.back.to} variant="secondary" size="lg">
              {handoff.back.label}
            </ButtonLink>
          </>
        }
      />
      <Section>
        <Container>
          <StepsHeading>What you will do on the portal</StepsHeading>
          <Steps>
            {handoff.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
        </Container>
      </Section>
    </>
  );
}
