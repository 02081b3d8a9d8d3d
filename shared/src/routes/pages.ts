import { industryFigures as figures } from '../content/industries';
import type { RemoteName } from '../contract/remotes';
import type { PageMeta } from '../hooks/use-page-meta';

/** "+15%" reads "demand up 15%". */
const unsigned = (growth: string) => growth.replace(/^\+/, '');

interface PageFacts extends PageMeta {
  /** The page's address, with `:param` for a part that varies. */
  path: string;
  /** Only a signed-in visitor sees it: the host guards it, and no server renders its content. */
  isSignedInOnly?: true;
}

/**
 * Who renders a page: a remote, from the `pages` of one of its feature folders
 * (`src/features/<feature>/pages.tsx`, which names it by its key here), or the host itself
 * (the portal hand-off pages).
 */
export type PageEntry = PageFacts & ({ owner: RemoteName; feature: string } | { owner: 'host' });

/**
 * Every page of the site, one row each: its address, who renders it, and its title and
 * description (findability; a page with data of its own, a blog post, refines them with
 * usePageMeta). The host's route table, the page server's shells, the sitemap and the
 * whole-site tests read it; a page's content lives in its owner's feature folder.
 */
export const pages = {
  home: {
    path: '/',
    owner: 'marketing',
    feature: 'home',
    title: 'Vital — Ethical Recruitment for Companies and Professionals',
    description:
      'Vital connects professionals with companies through ethical recruitment, training and HR solutions: 50K+ professionals, 2K+ companies, 50+ countries.',
  },
  about: {
    path: '/about',
    owner: 'marketing',
    feature: 'about',
    title: 'About Us',
    description: 'Founded in 2019, Vital makes recruitment ethical: our mission, values, impact and global reach.',
  },
  team: {
    path: '/team',
    owner: 'marketing',
    feature: 'team',
    title: 'Our Team',
    description: 'Meet the recruiters, trainers and HR specialists behind every Vital placement.',
  },
  services: {
    path: '/services',
    owner: 'marketing',
    feature: 'services',
    title: 'Our Services & Solutions',
    description: 'Recruitment for companies, free job matching for professionals, and premium training programs.',
  },
  blogs: {
    path: '/blogs',
    owner: 'marketing',
    feature: 'blogs',
    title: 'Blogs',
    description: 'Hiring playbooks, career advice and market insights from the Vital team.',
  },
  blog: {
    path: '/blogs/:id',
    owner: 'marketing',
    feature: 'blogs',
    title: 'Blog Post',
    description: 'Hiring playbooks, career advice and market insights from the Vital team.',
  },
  forCompanies: {
    path: '/for-companies',
    owner: 'marketing',
    feature: 'for-companies',
    title: 'For Companies',
    description: 'Pre-screened candidates, placement in 15 days or less and a 6-month replacement guarantee.',
  },
  forProfessionals: {
    path: '/for-professionals',
    owner: 'marketing',
    feature: 'for-professionals',
    title: 'For Professionals',
    description: 'Free job matching, career coaching and premium training for professionals in six industries.',
  },
  recruitment: {
    path: '/recruitment',
    owner: 'marketing',
    feature: 'recruitment',
    title: 'Recruitment Services',
    description: 'A five-step recruitment process built for speed and fairness, from brief to signed offer.',
  },
  hrSolutions: {
    path: '/hr-solutions',
    owner: 'marketing',
    feature: 'hr-solutions',
    title: 'HR Solutions',
    description: 'HR solutions trusted by 500+ companies: 99% satisfaction, 70% time savings and 24/7 support.',
  },
  successStories: {
    path: '/success-stories',
    owner: 'marketing',
    feature: 'success-stories',
    title: 'Success Stories',
    description: '10,000+ placements: stories of the careers and teams Vital has helped build.',
  },
  industries: {
    path: '/industries',
    owner: 'industries',
    feature: 'industries',
    title: 'Industries',
    description: 'Specialist recruitment in IT & Technology, Healthcare, Engineering, Finance & Banking, Manufacturing and more.',
  },
  industryIt: {
    path: '/industries/it',
    owner: 'industries',
    feature: 'industries',
    title: 'IT & Technology Careers',
    description: `${figures.it.openings} IT and technology roles, demand up ${unsigned(figures.it.growth)}: skills, salaries and open positions.`,
  },
  industryHealthcare: {
    path: '/industries/healthcare',
    owner: 'industries',
    feature: 'industries',
    title: 'Healthcare Careers',
    description: `${figures.healthcare.openings} healthcare roles, demand up ${unsigned(figures.healthcare.growth)}: specializations, salaries and open positions.`,
  },
  industryEngineering: {
    path: '/industries/engineering',
    owner: 'industries',
    feature: 'industries',
    title: 'Engineering Careers',
    description: `${figures.engineering.openings} engineering roles, demand up ${unsigned(figures.engineering.growth)}: skills, salaries and open positions.`,
  },
  industryFinance: {
    path: '/industries/finance',
    owner: 'industries',
    feature: 'industries',
    title: 'Finance and Banking Careers',
    description: `${figures.finance.openings} finance positions at ${figures.finance.institutions} financial institutions: specializations, salaries and roles.`,
  },
  industryManufacturing: {
    path: '/industries/manufacturing',
    owner: 'industries',
    feature: 'industries',
    title: 'Manufacturing Careers',
    description: `${figures.manufacturing.openings} production jobs at ${figures.manufacturing.plants} manufacturing plants: sectors, salaries and roles.`,
  },
  industryOthers: {
    path: '/industries/others',
    owner: 'industries',
    feature: 'industries',
    title: 'Diverse Career Opportunities',
    description: `${figures.others.openings} opportunities in legal, education, hospitality, media, the creative arts and more.`,
  },
  signup: {
    path: '/signup',
    owner: 'accounts',
    feature: 'signup',
    title: 'Create Your Account',
    description: 'Sign up as a professional or a company to start with Vital.',
  },
  signin: { path: '/signin', owner: 'accounts', feature: 'signin', title: 'Sign In', description: 'Sign in to your Vital dashboard.' },
  register: {
    path: '/register',
    owner: 'accounts',
    feature: 'register',
    title: 'Register',
    description: 'Register with Vital as a professional or a company.',
  },
  contact: {
    path: '/contact',
    owner: 'accounts',
    feature: 'contact',
    title: 'Contact Us',
    description: "Questions about hiring, careers or training? Write to us: we'll get back to you within 24 hours.",
  },
  dashboard: {
    path: '/dashboard',
    owner: 'accounts',
    feature: 'dashboard',
    title: 'Dashboard',
    description: 'Your Vital dashboard.',
    noIndex: true,
    isSignedInOnly: true,
  },
  postRequirements: {
    path: '/post-requirements',
    owner: 'host',
    title: 'Post Your Requirements',
    description:
      'Tell us who you need to hire. Requirements are posted on the Vital provider portal, where your hiring team follows every candidate from shortlist to offer.',
  },
  findOpportunities: {
    path: '/find-opportunities',
    owner: 'host',
    title: 'Find Opportunities',
    description: 'Open roles matched to your skills are listed on the Vital provider portal. Job matching is free for professionals.',
  },
  uploadCv: {
    path: '/upload-cv',
    owner: 'host',
    title: 'Upload Your CV',
    description: 'Upload your CV on the Vital provider portal so our recruiters can match you with companies that are hiring now.',
  },
  training: {
    path: '/training',
    owner: 'host',
    title: 'Training Programs',
    description:
      'Premium training and certification courses are booked on the Vital provider portal. Job matching stays free: we charge only for premium training and certification.',
  },
  careerResources: {
    path: '/career-resources',
    owner: 'host',
    title: 'Career Resources',
    description: 'Guides, CV templates and interview preparation for professionals are collected on the Vital provider portal.',
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

/** Every page, in the registry's order. */
export const pageList: readonly PageEntry[] = Object.values(pages);

/** What an address no page has shows. */
export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
  noIndex: true,
};
