import styled from '@emotion/styled';
import { ButtonLink, Card, company, fillingRows, Icon, IconTile, mq, PageIntro, PageSection, StatList, useTeam } from '@vital/shared';
import { CardGrid } from '../page-blocks/card-grid';
import { teamMemberCopy } from '../team/content/team';
import { TeamLoading } from '../team/team-loading';
import { TeamMemberCard } from '../team/team-member-card';
import { aboutImpact, aboutIntro, aboutMission, aboutReach, aboutTeam, aboutValues } from './content/about';

/** Short cards fit three to a row from 768 px, instead of two and one left over. */
const THREE_ACROSS_ON_TABLETS = '13rem';

const MissionLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
}));

// Five figures: two to a row on phones (StatList), three and two on tablets, five on desktops.
const ImpactFigures = styled.div({
  [mq.mdToLg]: { '& dl': fillingRows(3) },
  [mq.lg]: { '& dl': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

const Paragraphs = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
}));

const Centred = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.space[10],
}));

const Office = styled.address(({ theme }) => ({
  alignSelf: 'start',
  paddingTop: theme.space[3],
  borderTop: `1px solid ${theme.colors.borderSoft}`,
  fontStyle: 'normal',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  strong: { display: 'block', color: theme.colors.heading },
}));

function TeamPreview({ content }: { content: typeof aboutTeam }) {
  const { team } = useTeam();
  return (
    <PageSection heading={content.heading} tone="muted">
      {team ? (
        <CardGrid
          items={team.slice(0, content.previewCount)}
          getKey={(member) => member.id}
          min="18rem"
          renderItem={(member) => <TeamMemberCard member={member} copy={teamMemberCopy} isLazy />}
        />
      ) : (
        <TeamLoading count={content.previewCount} label={content.loading} />
      )}
      <Centred>
        <ButtonLink to={content.more.to} size="lg">
          {content.more.label}
          <Icon name="arrowRight" size={20} />
        </ButtonLink>
      </Centred>
    </PageSection>
  );
}

function GlobalReach({ content }: { content: typeof aboutReach }) {
  return (
    <PageSection heading={content.heading}>
      <CardGrid
        items={content.regions}
        getKey={(region) => region.name}
        min={THREE_ACROSS_ON_TABLETS}
        alignedRows={4}
        renderItem={(region) => {
          const office = company.offices.find((candidate) => candidate.city === region.officeCity);
          return (
            <Card>
              <IconTile name="globe" tone="accent" />
              <h3>{region.name}</h3>
              <p>{region.text}</p>
              {office && (
                <Office>
                  <strong>
                    {content.officeLabel}: {office.city}
                  </strong>
                  {office.address}
                </Office>
              )}
            </Card>
          );
        }}
      />
    </PageSection>
  );
}

/** Hero, mission, values, impact, the first team members and global reach. */
export function AboutPage() {
  return (
    <>
      <PageIntro {...aboutIntro} />
      <PageSection heading={aboutMission.heading}>
        <MissionLayout>
          <Paragraphs>
            {aboutMission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Paragraphs>
          <StatList stats={aboutMission.facts} label={aboutMission.factsLabel} />
        </MissionLayout>
      </PageSection>
      <PageSection heading={aboutValues.heading} tone="muted">
        <CardGrid
          items={aboutValues.values}
          getKey={(value) => value.title}
          min={THREE_ACROSS_ON_TABLETS}
          renderItem={(value) => (
            <Card>
              <IconTile name={value.icon} />
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </Card>
          )}
        />
      </PageSection>
      <PageSection heading={aboutImpact.heading}>
        <ImpactFigures>
          <StatList stats={aboutImpact.stats} label={aboutImpact.label} />
        </ImpactFigures>
      </PageSection>
      <TeamPreview content={aboutTeam} />
      <GlobalReach content={aboutReach} />
    </>
  );
}
