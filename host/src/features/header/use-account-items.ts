import { paths, usePortalHref, useSignOutAndGoHome } from '@vital/shared';
import { headerLabels } from './content/navigation';
import type { MenuItem } from './nav-dropdown';

/** The signed-in visitor's menu: Profile, Dashboard, Sign Out. */
export function useAccountItems(): MenuItem[] {
  const signOutAndGoHome = useSignOutAndGoHome();
  const profileHref = usePortalHref('profile');
  return [
    // The profile lives on the provider portal.
    { label: headerLabels.profile, href: profileHref },
    { label: headerLabels.dashboard, to: paths.dashboard },
    // Home, not the page the visitor was on: it may be the guarded dashboard.
    { label: headerLabels.signOut, onSelect: signOutAndGoHome },
  ];
}
