import { ActionButtons, CallToAction, PageIntro, PageSection, StatBand } from '@vital/shared';
import type { IndustryPageContent } from './content/types';
import { DemandList } from './demand-list';
import { FeatureCards } from './feature-cards';
import { RoleCards } from './role-cards';

/**
 * The one template of the six industry pages: hero, headline
 * statistics, demand-rated specializations, sample roles, skill or technology cards and a
 * closing call to action, all from the page's content file.
 */
export function IndustryPage({ content }: { content: IndustryPageContent }) {
  const { hero, stats, specializations, roles, cards, closing } = content;
  return (
    <>
      <PageIntro
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={<ActionButtons actions={hero.actions} tone="light" />}
      />
      <StatBand label={stats.label} stats={stats.items} />
      <PageSection heading={specializations}>
        <DemandList items={specializations.items} measure={specializations.measure} />
      </PageSection>
      <PageSection heading={roles} tone="muted">
        <RoleCards roles={roles.items} action={roles.action} />
      </PageSection>
      <PageSection heading={cards}>
        <FeatureCards items={cards.items} />
      </PageSection>
      <CallToAction
        title={closing.title}
        text={closing.text}
        actions={closing.actions}
      />
    </>
  );
}
