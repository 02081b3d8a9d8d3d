import { useCallback } from 'react';
import { useNavigate } from '@vital/shared/router';
import { paths } from '../routes/paths';
import { useAuth } from './auth-context';

/**
 * Signs out and goes to the home page, in one render: the renderer batches both
 * updates. Were the sign-out rendered first, while the location is still a guarded
 * page, the guard would send the visitor to /signin instead of home.
 */
export function useSignOutAndGoHome(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    void navigate(paths.home);
  }, [signOut, navigate]);
}
