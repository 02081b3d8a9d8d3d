import { paths } from '@vital/shared';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

/** The header's three dropdowns, in order. */
export const navGroups: NavGroup[] = [
  {
    id: 'companies',
    label: 'For Companies',
    links: [
      { label: 'Overview', to: paths.forCompanies },
      { label: 'Recruitment', to: paths.recruitment },
      { label: 'HR Solutions', to: paths.hrSolutions },
      { label: 'Success Stories', to: paths.successStories },
    ],
  },
  {
    id: 'professionals',
    label: 'For Professionals',
    links: [{ label: 'Overview', to: paths.forProfessionals }],
  },
  {
    id: 'industries',
    label: 'Industries',
    links: [
      { label: 'IT & Technology', to: paths.industryIt },
      { label: 'Healthcare', to: paths.industryHealthcare },
      { label: 'Engineering', to: paths.industryEngineering },
      { label: 'Finance & Banking', to: paths.industryFinance },
      { label: 'Manufacturing', to: paths.industryManufacturing },
      { label: 'Others', to: paths.industryOthers },
    ],
  },
];

/** The plain links after the dropdowns. */
export const navLinks: NavLink[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Blogs', to: paths.blogs },
];

/** Shown in the mobile menu only. */
export const mobileOnlyLinks: NavLink[] = [{ label: 'Post Requirements', to: paths.postRequirements }];

export const headerLabels = {
  home: 'Vital home',
  login: 'Login',
  getStarted: 'Get Started',
  profile: 'Profile',
  dashboard: 'Dashboard',
  signOut: 'Sign Out',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  mobileNav: 'Mobile',
} as const;
