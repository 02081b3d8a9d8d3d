import { ButtonAnchor, CallToAction, Icon, PageIntro, PageSection, StatBand, usePortalHref, useReviews } from '@vital/shared';
import { StoryCarousel } from '../carousel/story-carousel';
import { FeatureCards } from '../page-blocks/feature-cards';
import { ProcessSteps } from '../page-blocks/process-steps';
import { forProfessionals } from './content/for-professionals';
import { IndustryOpenings } from './industry-openings';
import { storiesForProfessionals } from './professional-stories';

/** /for-professionals: free matching, industries, the path to a role and stories from the server. */
export function ForProfessionalsPage({ content = forProfessionals }: { content?: typeof forProfessionals }) {
  const findJobsHref = usePortalHref('findOpportunities');
  const uploadCvHref = usePortalHref('uploadCv');
  const { reviews } = useReviews();
  const stories = storiesForProfessionals(reviews);
  return (
    <>
      <PageIntro
        {...content.intro}
        actions={
          <>
            <ButtonAnchor href={findJobsHref} size="lg">
              <Icon name="search" size={20} />
              {content.actions.findJobs}
            </ButtonAnchor>
            <ButtonAnchor href={uploadCvHref} size="lg" variant="secondary">
              <Icon name="upload" size={20} />
              {content.actions.uploadCv}
            </ButtonAnchor>
          </>
        }
      />
      <StatBand {...content.highlights} />
      <PageSection heading={content.services.heading}>
        <FeatureCards items={content.services.items} />
      </PageSection>
      <PageSection heading={content.industries.heading} tone="muted">
        <IndustryOpenings
          items={content.industries.items}
          jobsLabel={content.industries.jobsLabel}
          growthLabel={content.industries.growthLabel}
        />
      </PageSection>
      <PageSection heading={content.path.heading}>
        <ProcessSteps steps={content.path.steps} />
      </PageSection>
      {stories.length > 0 && (
        <PageSection heading={content.stories.heading} tone="muted">
          <StoryCarousel stories={stories} label={content.stories.label} />
        </PageSection>
      )}
      <CallToAction
        title={content.closing.title}
        text={content.closing.text}
        actions={content.closing.actions}
      />
    </>
  );
}
