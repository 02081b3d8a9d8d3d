import { paths, type RemoteName, type RouteComponents } from '@vital/shared';
import { lazy } from 'react';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { SigninPage } from './features/signin/signin-page';

export const remote: RemoteName = 'accounts';

/** The build this code belongs to (RemoteModule.buildId). */
export const buildId = typeof __VITAL_BUILD_ID__ === 'string' ? __VITAL_BUILD_ID__ : 'development';

// The pages with a phone field load on first use: the phone numbering data
// they need is most of this remote's code, and sign-in has no use for it.
const ContactPage = lazy(() => import('./features/contact/contact-page').then((m) => ({ default: m.ContactPage })));
const RegisterPage = lazy(() => import('./features/register/register-page').then((m) => ({ default: m.RegisterPage })));
const SignupPage = lazy(() => import('./features/signup/signup-page').then((m) => ({ default: m.SignupPage })));

/** The pages this remote serves; the host's route table maps paths to them. */
export const routes: RouteComponents = {
  [paths.signup]: SignupPage,
  [paths.signin]: SigninPage,
  [paths.register]: RegisterPage,
  [paths.contact]: ContactPage,
  [paths.dashboard]: DashboardPage,
};
