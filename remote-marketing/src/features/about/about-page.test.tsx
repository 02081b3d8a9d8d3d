import { company } from '@vital/shared';
import { apiOk, apiPending, renderWithProviders, screen, within } from '@vital/shared/testing';
import { AboutPage } from './about-page';
import { aboutImpact, aboutIntro, aboutMission, aboutReach, aboutTeam, aboutValues } from './content/about';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('AboutPage', () => {
  beforeEach(() => {
    apiPending('/api/teams');
  });

  it('opens with the founding year', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Ethical Recruitment Since 2019' })).toBeInTheDocument();
    expect(screen.getByText(aboutIntro.lead)).toBeInTheDocument();
  });

  it('states the mission', () => {
    renderWithProviders(<AboutPage />);
    const mission = section(aboutMission.heading.title);
    for (const paragraph of aboutMission.paragraphs) expect(mission.getByText(paragraph)).toBeInTheDocument();
    expect(mission.getByText('2019')).toBeInTheDocument();
  });

  it('shows the three values', () => {
    renderWithProviders(<AboutPage />);
    const values = section(aboutValues.heading.title);
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ethical Practices',
      'People First',
      'Excellence',
    ]);
  });

  it('shows the impact numbers', () => {
    renderWithProviders(<AboutPage />);
    const impact = within(screen.getByLabelText(aboutImpact.label));
    for (const { value, label } of aboutImpact.stats) {
      expect(impact.getByText(value)).toBeInTheDocument();
      expect(impact.getByText(label)).toBeInTheDocument();
    }
  });

  it('shows Global Reach with the Americas, EMEA and APAC and their offices', () => {
    renderWithProviders(<AboutPage />);
    const reach = section(aboutReach.heading.title);
    expect(aboutReach.heading.title).toBe('Global Reach');
    expect(reach.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Americas', 'EMEA', 'APAC']);
    for (const office of company.offices) expect(reach.getByText(office.address)).toBeInTheDocument();
  });
});

describe('AboutPage team preview', () => {
  it('shows a loading state, then only the first three members and the way to the full team', async () => {
    const team = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name, index) => ({ id: index + 1, name, role: 'Recruiter' }));
    apiOk('/api/teams', team);
    renderWithProviders(<AboutPage />);
    const preview = () => section(aboutTeam.heading.title);
    expect(preview().getByRole('status')).toHaveTextContent(aboutTeam.loading);

    expect(await preview().findByRole('heading', { level: 3, name: 'Ann' })).toBeInTheDocument();
    expect(preview().getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Ann', 'Ben', 'Cat']);
    expect(preview().getByRole('link', { name: 'Meet Our Full Team' })).toHaveAttribute('href', '/team');
  });
});
