import { PageIntro, paths, type RemoteName, type RouteComponents } from '@vital/shared';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { intros } from './features/pages/content/intros';

export const remote: RemoteName = 'accounts';

const introPage = (pattern: keyof typeof intros) =>
  function AccountsIntro() {
    return <PageIntro {...intros[pattern]} />;
  };

/** The pages this remote serves; the host's route table maps paths to them. */
export const routes: RouteComponents = {
  [paths.signup]: introPage(paths.signup),
  [paths.signin]: introPage(paths.signin),
  [paths.register]: introPage(paths.register),
  [paths.contact]: introPage(paths.contact),
  [paths.dashboard]: DashboardPage,
};
