import { renderWithProviders, screen, testUsers } from '@vital/shared/testing';
import { Route, Routes, useLocation, useNavigationType } from '@vital/shared/router';
import { RequireAuth } from './require-auth';

function SigninProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>Sign in page</h1>
      <p>path: {pathname}</p>
      <p>search: {search}</p>
      <p>navigation: {useNavigationType()}</p>
    </>
  );
}

function renderGuarded(route: string, user?: (typeof testUsers)['company']) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard"
        element={
          <RequireAuth>
            <h1>Dashboard content</h1>
          </RequireAuth>
        }
      />
      <Route path="/signin" element={<SigninProbe />} />
    </Routes>,
    { route, user },
  );
}

describe('RequireAuth (the guard protects /dashboard)', () => {
  it('sends a signed-out visitor to sign-in with the page to come back to', async () => {
    renderGuarded('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(screen.getByText('path: /signin')).toBeInTheDocument();
    expect(screen.getByText('search: ?next=%2Fdashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard content' })).not.toBeInTheDocument();
  });

  it('replaces the history entry rather than adding one', async () => {
    renderGuarded('/dashboard');
    expect(await screen.findByText('navigation: REPLACE')).toBeInTheDocument();
  });

  it('keeps the query string of the guarded page in next', async () => {
    renderGuarded('/dashboard?tab=jobs');
    expect(await screen.findByText('search: ?next=%2Fdashboard%3Ftab%3Djobs')).toBeInTheDocument();
  });

  it.each([
    ['a professional', testUsers.professional],
    ['a company', testUsers.company],
  ])('renders the page for %s who is signed in', async (_, user) => {
    renderGuarded('/dashboard', user);
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in page' })).not.toBeInTheDocument();
  });
});
