import { fallbackTeam } from '@vital/shared';
import { answerApi, apiOk, apiPending, apiRecords, fireEvent, renderWithProviders, reply, screen, within } from '@vital/shared/testing';
import { teamCopy, teamIntro } from './content/team';
import { TeamPage } from './team-page';

// Unless a test says otherwise, GET /api/teams answers apiRecords.team: eight
// members, Person 1 to Person 8, each with role, description, experience
// (5+ to 12+ years), expertise, photo, LinkedIn and email.

const card = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement);

describe('TeamPage', () => {
  it('shows a sized loading state while the team call is pending', () => {
    apiPending('/api/teams');
    renderWithProviders(<TeamPage />);
    expect(screen.getByRole('heading', { level: 1, name: teamIntro.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(teamCopy.loading);
    expect(screen.getByRole('heading', { level: 2, name: teamCopy.loadingHeading })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says so when the server has no team members, instead of a blank section', async () => {
    apiOk('/api/teams', []);
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('heading', { level: 2, name: '0 Team Members' })).toBeInTheDocument();
    expect(screen.getByText(teamCopy.empty)).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact HR' })).toHaveAttribute('href', '/contact');
  });

  it('shows every member with the count in the heading', async () => {
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('heading', { level: 2, name: '8 Team Members' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const first = card('Person 1');
    expect(first.getByText('Role 1')).toBeInTheDocument();
    expect(first.getByText('Description 1')).toBeInTheDocument();
    expect(first.getByText('5+ years experience')).toBeInTheDocument();
    expect(first.getByRole('list', { name: 'Expertise of Person 1' })).toHaveTextContent('HiringSkill 1');
    const photo = first.getByRole('img', { name: 'Portrait of Person 1' });
    expect(photo).toHaveAttribute('src', 'http://api.test/storage/team_photos/person-1.svg');
    expect(photo).toHaveAttribute('width', '112');
    expect(photo).toHaveAttribute('height', '112');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(card('Person 4').getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('links LinkedIn in a new tab without opener or referrer, and Email with mailto', async () => {
    renderWithProviders(<TeamPage />);
    await screen.findByRole('heading', { level: 2, name: '8 Team Members' });
    const linkedin = card('Person 2').getByRole('link', { name: /^LinkedIn profile of Person 2/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/person-2');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card('Person 2').getByRole('link', { name: 'Email Person 2' })).toHaveAttribute('href', 'mailto:person2@vital.example');
  });

  it('applies the team defaults and leaves out links a member does not have', async () => {
    apiOk('/api/teams', [{ id: 1 }]);
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('heading', { level: 2, name: '1 Team Member' })).toBeInTheDocument();
    const member = card('Team Member');
    expect(member.getByText('Role')).toBeInTheDocument();
    expect(member.getByText('5+ years experience')).toBeInTheDocument();
    expect(member.getByRole('list', { name: 'Expertise of Team Member' })).toHaveTextContent('LeadershipInnovation');
    expect(member.queryByRole('link')).not.toBeInTheDocument();
    expect(member.queryByRole('img')).not.toBeInTheDocument();
  });

  it('replaces a photo that fails to load with the initials', async () => {
    apiOk('/api/teams', apiRecords.team.slice(0, 1));
    renderWithProviders(<TeamPage />);
    const photo = await screen.findByRole('img', { name: 'Portrait of Person 1' });
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Portrait of Person 1' })).not.toBeInTheDocument();
    expect(card('Person 1').getByText('P1')).toBeInTheDocument();
  });

  it('shows the built-in team when the call fails', async () => {
    answerApi('/api/teams', reply(500, { success: false }));
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('heading', { level: 2, name: `${fallbackTeam.length} Team Members` })).toBeInTheDocument();
    for (const member of fallbackTeam) expect(screen.getByRole('heading', { level: 3, name: member.name })).toBeInTheDocument();
  });

  it('invites applicants to contact HR', () => {
    apiPending('/api/teams');
    renderWithProviders(<TeamPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact HR' })).toHaveAttribute('href', '/contact');
  });
});
