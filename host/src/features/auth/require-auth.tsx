import { signinPath, useAuth } from '@vital/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@vital/shared/router';
import { RouteLoading } from '../../federation/remote-fallback';

/** The guard (docs/product.md, Signing in). A signed-out visitor goes to sign-in and comes back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  if (isLoading) return <RouteLoading />;
  if (!isAuthenticated) {
    // The loading state stays until sign-in is on screen: no empty frame in between.
    return (
      <>
        <RouteLoading />
        <Navigate to={signinPath(`${pathname}${search}`)} replace />
      </>
    );
  }
  return children;
}
