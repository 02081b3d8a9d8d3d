import { matchPath, useLocation } from '@vital/shared/router';
import { navGroups } from './content/navigation';

/** The header group that holds the page on screen (Industries on /industries/finance), if any. */
export function useCurrentGroup(): string | null {
  const { pathname } = useLocation();
  return navGroups.find((group) => group.links.some((link) => matchPath(link.to, pathname)))?.id ?? null;
}
