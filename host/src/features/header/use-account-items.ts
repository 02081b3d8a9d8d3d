import { paths, useAuth, usePortalHref } from '@vital/shared';
import { startTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import { headerLabels } from './content/navigation';
import type { MenuItem } from './nav-dropdown';

/** The signed-in visitor's menu (SPEC §2): Profile, Dashboard, Sign Out. */
export function useAccountItems(): MenuItem[] {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const profileHref = usePortalHref('profile');
  return [
    // The profile lives on the provider portal.
    { label: headerLabels.profile, href: profileHref },
    { label: headerLabels.dashboard, to: paths.dashboard },
    {
      label: headerLabels.signOut,
      onSelect: () => {
        // One transition for both: react-router applies navigations as transitions, so a
        // sign-out outside it would render first, while the location is still a guarded
        // page, and the guard would send the visitor to /signin instead of home.
        startTransition(() => {
          signOut();
          navigate(paths.home);
        });
      },
    },
  ];
}
