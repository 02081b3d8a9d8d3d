import { Button, PageIntro, paths, useAuth } from '@vital/shared';
import { startTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardCopy } from './content/dashboard';

/** SPEC §2 Dashboard: greets the signed-in user by name and type. */
export function DashboardPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <PageIntro
      eyebrow={dashboardCopy.eyebrow}
      title={dashboardCopy.greeting(user.name)}
      lead={dashboardCopy.userTypeLabel[user.userType]}
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            // Together with the navigation (a transition in react-router), or the
            // dashboard's guard sees the sign-out first and redirects to /signin.
            startTransition(() => {
              signOut();
              navigate(paths.home);
            });
          }}
        >
          {dashboardCopy.signOut}
        </Button>
      }
    />
  );
}
