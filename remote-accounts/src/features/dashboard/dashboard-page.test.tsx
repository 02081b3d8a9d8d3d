import { AUTH_STORAGE_KEY } from '@vital/shared';
import { renderWithProviders, screen, testUsers, within } from '@vital/shared/testing';
import { Route, Routes } from '@vital/shared/router';
import { DashboardPage } from './dashboard-page';

function renderDashboard(user: (typeof testUsers)[keyof typeof testUsers]) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/dashboard" element={<DashboardPage />} />
    </Routes>,
    { route: '/dashboard', user },
  );
}

const cardLinks = () =>
  within(screen.getByRole('region', { name: 'Quick Actions' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Dashboard', () => {
  it("greets a professional by name and type with the professional's cards", async () => {
    renderDashboard(testUsers.professional);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alex Morgan' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Professional account')).toBeInTheDocument();
    expect(cardLinks()).toEqual([
      ['Find Opportunities', '/find-opportunities'],
      ['Upload CV', '/upload-cv'],
      ['Training', '/training'],
      ['Career Resources', '/career-resources'],
    ]);
  });

  it("greets a company by name and type with the company's cards", async () => {
    renderDashboard(testUsers.company);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Acme Ltd' })).toBeInTheDocument();
    expect(screen.getByText('Company account')).toBeInTheDocument();
    expect(cardLinks()).toEqual([
      ['Post Requirements', '/post-requirements'],
      ['Recruitment', '/recruitment'],
      ['HR Solutions', '/hr-solutions'],
      ['Success Stories', '/success-stories'],
    ]);
  });

  it('lists recent activity for the user type', async () => {
    renderDashboard(testUsers.company);
    const activity = within(await screen.findByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem');
    expect(activity.map((item) => item.textContent)).toEqual([
      'Your company profile was createdToday',
      'New candidates joined in your industryThis week',
      'A new HR compliance guide was publishedThis month',
    ]);
  });

  it('signs out: clears the user and returns home', async () => {
    const { user } = renderDashboard(testUsers.professional);
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
