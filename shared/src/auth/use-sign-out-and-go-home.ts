import { startTransition, useCallback } from 'react';
import { useNavigate } from '@vital/shared/router';
import { paths } from '../routes/paths';
import { useAuth } from './auth-context';

/**
 * Signs out and goes to the home page, as one transition. react-router applies
 * navigations as transitions, so a sign-out outside it would render first,
 * while the location is still a guarded page, and the guard would send the
 * visitor to /signin instead of home.
 */
export function useSignOutAndGoHome(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    startTransition(() => {
      signOut();
      void navigate(paths.home);
    });
  }, [signOut, navigate]);
}
