import { CallToAction, Container, PageIntro, Section, SectionHeading, useTeam } from '@vital/shared';
import { useId } from 'react';
import { CardGrid } from '../page-blocks/card-grid';
import { EmptyNote } from '../page-blocks/empty-note';
import { teamCopy, teamIntro, teamMemberCopy } from './content/team';
import { TeamLoading } from './team-loading';
import { TeamMemberCard } from './team-member-card';

/** Photos of the first row are fetched at once; the others when they come near the viewport. */
const EAGER_PHOTOS = 3;
const LOADING_CARDS = 6;
/** Three to a row on a desktop, as the cards' photos and names need; a short last row is filled (eight members: 3, 3 and 2 across). */
const TEAM_COLUMNS = { tablet: 2, desktop: 3 };

/**
 * Every member from the team call (the built-in team when it fails), then Join Our
 * Team. A team that answers empty says so instead of leaving a blank section.
 */
export function TeamPage() {
  const { team } = useTeam();
  const headingId = useId();
  return (
    <>
      <PageIntro {...teamIntro} />
      <Section aria-labelledby={headingId}>
        <Container>
          <SectionHeading
            id={headingId}
            title={team ? teamCopy.countHeading(team.length) : teamCopy.loadingHeading}
            lead={teamCopy.countLead}
          />
          {team?.length === 0 ? (
            <EmptyNote>{teamCopy.empty}</EmptyNote>
          ) : team ? (
            <CardGrid
              items={team}
              getKey={(member) => member.id}
              columns={TEAM_COLUMNS}
              renderItem={(member, index) => (
                <TeamMemberCard member={member} copy={teamMemberCopy} isLazy={index >= EAGER_PHOTOS} />
              )}
            />
          ) : (
            <TeamLoading count={LOADING_CARDS} label={teamCopy.loading} />
          )}
        </Container>
      </Section>
      <CallToAction
        title={teamCopy.join.title}
        text={teamCopy.join.text}
        actions={teamCopy.join.actions}
      />
    </>
  );
}
