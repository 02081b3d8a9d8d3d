import { paths, type RemoteName, type RouteComponents } from '@vital/shared';
import { ContactPage } from './features/contact/contact-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { RegisterPage } from './features/register/register-page';
import { SigninPage } from './features/signin/signin-page';
import { SignupPage } from './features/signup/signup-page';

export const remote: RemoteName = 'accounts';

/** The pages this remote serves; the host's route table maps paths to them. */
export const routes: RouteComponents = {
  [paths.signup]: SignupPage,
  [paths.signin]: SigninPage,
  [paths.register]: RegisterPage,
  [paths.contact]: ContactPage,
  [paths.dashboard]: DashboardPage,
};
