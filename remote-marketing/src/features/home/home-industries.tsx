import styled from '@emotion/styled';
import { ButtonLink, Card, Icon, IconTile, PageSection, valueAboveLabel } from '@vital/shared';
import { Link } from '@vital/shared/router';
import { CardGrid } from '../page-blocks/card-grid';
import { TagList } from '../page-blocks/tag-list';
import type { homeIndustries } from './content/home';

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
}));

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space[3],
  margin: 0,
  '& > div': {
    ...valueAboveLabel,
    padding: theme.space[3],
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceMuted,
  },
  dt: { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  dd: { margin: 0, fontSize: theme.fontSizes['2xl'], fontWeight: theme.fontWeights.bold, color: theme.colors.heading },
  'div + div dd': { color: theme.colors.success },
}));

const SkillsHeading = styled.h4(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.semibold,
}));

const MoreLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  marginTop: 'auto',
  fontWeight: theme.fontWeights.semibold,
  textUnderlineOffset: '0.2em',
}));

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.space[10],
}));

/** Three industry cards with their figures and top skills, and the way to every industry. */
export function HomeIndustries({ content }: { content: typeof homeIndustries }) {
  return (
    <PageSection heading={content.heading}>
      <CardGrid
        items={content.industries}
        getKey={(industry) => industry.name}
        renderItem={(industry) => (
          <Card>
            <Header>
              <IconTile name={industry.icon} tone="accent" />
              <h3>{industry.name}</h3>
            </Header>
            <Figures>
              <div>
                <dt>{content.rolesLabel}</dt>
                <dd>{industry.roles}</dd>
              </div>
              <div>
                <dt>{content.growthLabel}</dt>
                <dd>{industry.growth}</dd>
              </div>
            </Figures>
            <SkillsHeading>{content.skillsHeading}</SkillsHeading>
            <TagList items={industry.skills} label={content.skillsLabel(industry.name)} tone="neutral" />
            <MoreLink to={industry.to}>
              {content.industryLink(industry.name)}
              <Icon name="arrowRight" size={18} />
            </MoreLink>
          </Card>
        )}
      />
      <Footer>
        <ButtonLink to={content.explore.to} size="lg">
          {content.explore.label}
          <Icon name="arrowRight" size={20} />
        </ButtonLink>
      </Footer>
    </PageSection>
  );
}
