import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from '@vital/shared/router';
import { renderWithProviders, screen, testUsers } from '../testing';
import { AUTH_STORAGE_KEY } from './user';
import { useAuth } from './auth-context';
import { useSignOutAndGoHome } from './use-sign-out-and-go-home';

function Dashboard() {
  const signOutAndGoHome = useSignOutAndGoHome();
  return <button onClick={signOutAndGoHome}>Sign Out</button>;
}

/** A guard like the host's: signed out, a guarded page sends the visitor to /signin. */
function Guarded({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return null;
  return isAuthenticated ? children : <Navigate to="/signin" replace />;
}

function Location() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

it('signs out and lands on the home page, not on the sign-in page the guard would pick', async () => {
  const { user } = renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/signin" element={<p>Sign-in page</p>} />
        <Route
          path="/dashboard"
          element={
            <Guarded>
              <Dashboard />
            </Guarded>
          }
        />
      </Routes>
      <Location />
    </>,
    { route: '/dashboard', user: testUsers.professional },
  );
  await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent(/^\/$/);
  expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
  expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
});
