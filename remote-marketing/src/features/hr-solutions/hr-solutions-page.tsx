import { ButtonLink, CallToAction, Icon, PageIntro, PageSection, paths, StatList } from '@vital/shared';
import { FeatureCards } from '../page-blocks/feature-cards';
import { hrSolutions } from './content/hr-solutions';

/** /hr-solutions: six solutions and the figures behind them. */
export function HrSolutionsPage({ content = hrSolutions }: { content?: typeof hrSolutions }) {
  return (
    <>
      <PageIntro
        {...content.intro}
        actions={
          <>
            <ButtonLink to={paths.forCompanies} size="lg">
              {content.actions.companies}
              <Icon name="arrowRight" size={20} />
            </ButtonLink>
            <ButtonLink to={paths.contact} size="lg" variant="secondary">
              {content.actions.contact}
            </ButtonLink>
          </>
        }
      />
      <PageSection heading={content.solutions.heading}>
        <FeatureCards items={content.solutions.items} min="20rem" />
      </PageSection>
      <PageSection heading={content.results.heading} tone="muted">
        <StatList stats={content.results.stats} label={content.results.label} />
      </PageSection>
      <CallToAction
        title={content.closing.title}
        text={content.closing.text}
        actions={content.closing.actions}
      />
    </>
  );
}
