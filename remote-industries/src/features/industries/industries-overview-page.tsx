import { ActionButtons, CallToAction, PageIntro, PageSection } from '@vital/shared';
import type { OverviewContent } from './content/types';
import { IndustrySummaryCards } from './industry-summary-cards';

/** /industries: the six industries with their headline figures and a way into each page. */
export function IndustriesOverviewPage({ content }: { content: OverviewContent }) {
  const { hero, industries, closing } = content;
  return (
    <>
      <PageIntro
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={<ActionButtons actions={hero.actions} tone="light" />}
      />
      <PageSection heading={industries}>
        <IndustrySummaryCards items={industries.items} figuresLabel={industries.label} />
      </PageSection>
      <CallToAction
        title={closing.title}
        text={closing.text}
        actions={closing.actions}
      />
    </>
  );
}
