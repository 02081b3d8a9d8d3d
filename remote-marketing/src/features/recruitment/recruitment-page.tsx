import { ButtonAnchor, CallToAction, Icon, PageIntro, PageSection, usePortalHref } from '@vital/shared';
import { FeatureCards } from '../page-blocks/feature-cards';
import { ProcessSteps } from '../page-blocks/process-steps';
import { recruitment } from './content/recruitment';

/** /recruitment: why recruit with us and the five steps of the process. */
export function RecruitmentPage({ content = recruitment }: { content?: typeof recruitment }) {
  const startHiringHref = usePortalHref('postRequirements');
  return (
    <>
      <PageIntro
        {...content.intro}
        actions={
          <ButtonAnchor href={startHiringHref} size="lg">
            {content.actions.startHiring}
            <Icon name="arrowRight" size={20} />
          </ButtonAnchor>
        }
      />
      <PageSection heading={content.benefits.heading}>
        <FeatureCards items={content.benefits.items} min="15rem" />
      </PageSection>
      <PageSection heading={content.process.heading} tone="muted">
        <ProcessSteps steps={content.process.steps} />
      </PageSection>
      <CallToAction
        title={content.closing.title}
        text={content.closing.text}
        actions={content.closing.actions}
      />
    </>
  );
}
