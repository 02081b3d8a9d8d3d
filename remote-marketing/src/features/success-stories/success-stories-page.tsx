import { CallToAction, PageIntro, PageSection, StatBand } from '@vital/shared';
import { StoryCarousel } from '../carousel/story-carousel';
import { successStories } from './content/success-stories';
import { IndustryTiles } from './industry-tiles';
import { useSuccessStories } from './use-success-stories';

/** /success-stories: figures, the stories carousel and the industries behind them. */
export function SuccessStoriesPage({ content = successStories }: { content?: typeof successStories }) {
  const stories = useSuccessStories();
  return (
    <>
      <PageIntro {...content.intro} />
      <StatBand {...content.highlights} />
      <PageSection heading={content.stories.heading}>
        <StoryCarousel stories={stories} label={content.stories.label} />
      </PageSection>
      <PageSection heading={content.industries.heading} tone="muted">
        <IndustryTiles items={content.industries.items} />
      </PageSection>
      <CallToAction
        title={content.closing.title}
        text={content.closing.text}
        actions={content.closing.actions}
      />
    </>
  );
}
