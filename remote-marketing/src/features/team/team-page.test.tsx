import { fallbackTeam } from '@vital/shared';
import { fireEvent, renderWithProviders, screen, within } from '@vital/shared/testing';
import { mockApi, ok, pending, restoreFetch } from '@vital/shared/testing';
import { teamCopy, teamIntro } from './content/team';
import { TeamPage } from './team-page';

afterEach(restoreFetch);

const serverTeam = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index + 1}`,
  role: `Role ${index + 1}`,
  description: `Description ${index + 1}`,
  experience: `${index + 5}+ years`,
  expertise: ['Hiring', `Skill ${index + 1}`],
  photo_path: `team_photos/person-${index + 1}.svg`,
  linkedin: `https://www.linkedin.com/in/person-${index + 1}`,
  email: `person${index + 1}@vital.example`,
}));

const card = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement);

describe('TeamPage', () => {
  it('shows a sized loading state while the team call is pending', () => {
    mockApi({ '/api/teams': pending });
    renderWithProviders(<TeamPage />);
    expect(screen.getByRole('heading', { level: 1, name: teamIntro.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(teamCopy.loading);
    expect(screen.getByRole('heading', { level: 2, name: teamCopy.loadingHeading })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says so when the server has no team members, instead of a blank section', async () => {
    mockApi({ '/api/teams': ok([]) });
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('heading', { level: 2, name: '0 Team Members' })).toBeInTheDocument();
    expect(screen.getByText(teamCopy.empty)).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact HR' })).toHaveAttribute('href', '/contact');
  });

  it('shows every member with the count in the heading', async () => {
    mockApi({ '/api/teams': ok(serverTeam) });
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
    mockApi({ '/api/teams': ok(serverTeam) });
    renderWithProviders(<TeamPage />);
    await screen.findByRole('heading', { level: 2, name: '8 Team Members' });
    const linkedin = card('Person 2').getByRole('link', { name: /^LinkedIn profile of Person 2/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/person-2');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card('Person 2').getByRole('link', { name: 'Email Person 2' })).toHaveAttribute('href', 'mailto:person2@vital.example');
  });

  it('applies the team defaults and leaves out links a member does not have', async () => {
    mockApi({ '/api/teams': ok([{ id: 1 }]) });
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
    mockApi({ '/api/teams': ok(serverTeam.slice(0, 1)) });
    renderWithProviders(<TeamPage />);
    const photo = await screen.findByRole('img', { name: 'Portrait of Person 1' });
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Portrait of Person 1' })).not.toBeInTheDocument();
    expect(card('Person 1').getByText('P1')).toBeInTheDocument();
  });

  it('shows the built-in team when the call fails', async () => {
    mockApi({ '/api/teams': { status: 500, body: { success: false } } });
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('heading', { level: 2, name: `${fallbackTeam.length} Team Members` })).toBeInTheDocument();
    for (const member of fallbackTeam) expect(screen.getByRole('heading', { level: 3, name: member.name })).toBeInTheDocument();
  });

  it('invites applicants to contact HR', () => {
    mockApi({ '/api/teams': pending });
    renderWithProviders(<TeamPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact HR' })).toHaveAttribute('href', '/contact');
  });
});
