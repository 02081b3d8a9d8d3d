import { ButtonAnchor, ButtonLink, CallToAction, Icon, PageIntro, PageSection, paths, StatBand, usePortalHref } from '@vital/shared';
import { FeatureCards } from '../page-blocks/feature-cards';
import { ProcessSteps } from '../page-blocks/process-steps';
import { forCompanies } from './content/for-companies';
import { TestimonialCards } from './testimonial-cards';

/** /for-companies: services, the hiring process and what clients say. */
export function ForCompaniesPage({ content = forCompanies }: { content?: typeof forCompanies }) {
  const getStartedHref = usePortalHref('signup');
  return (
    <>
      <PageIntro
        {...content.intro}
        actions={
          <>
            <ButtonAnchor href={getStartedHref} size="lg">
              {content.actions.getStarted}
              <Icon name="arrowRight" size={20} />
            </ButtonAnchor>
            <ButtonLink to={paths.contact} size="lg" variant="secondary">
              {content.actions.consultation}
            </ButtonLink>
          </>
        }
      />
      <StatBand {...content.highlights} />
      <PageSection heading={content.services.heading}>
        <FeatureCards items={content.services.items} />
      </PageSection>
      <PageSection heading={content.process.heading} tone="muted">
        <ProcessSteps steps={content.process.steps} />
      </PageSection>
      <PageSection heading={content.testimonials.heading}>
        <TestimonialCards items={content.testimonials.items} />
      </PageSection>
      <CallToAction
        title={content.closing.title}
        text={content.closing.text}
        actions={content.closing.actions}
      />
    </>
  );
}
