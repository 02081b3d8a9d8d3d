import { industryFigures, paths, type PageMeta } from '@vital/shared';

const figures = industryFigures;
/** "+15%" reads "demand up 15%". */
const unsigned = (growth: string) => growth.replace(/^\+/, '');

/**
 * Title and description of every page the host routes (findability). Pages
 * with their own data (a blog post) refine them with usePageMeta.
 */
export const pageMeta: Record<string, PageMeta> = {
  [paths.home]: {
    title: 'Vital — Ethical Recruitment for Companies and Professionals',
    description:
      'Vital connects professionals with companies through ethical recruitment, training and HR solutions: 50K+ professionals, 2K+ companies, 50+ countries.',
  },
  [paths.about]: {
    title: 'About Us',
    description: 'Founded in 2019, Vital makes recruitment ethical: our mission, values, impact and global reach.',
  },
  [paths.team]: {
    title: 'Our Team',
    description: 'Meet the recruiters, trainers and HR specialists behind every Vital placement.',
  },
  [paths.services]: {
    title: 'Our Services & Solutions',
    description: 'Recruitment for companies, free job matching for professionals, and premium training programmes.',
  },
  [paths.blogs]: {
    title: 'Blogs',
    description: 'Hiring playbooks, career advice and market insights from the Vital team.',
  },
  [paths.blog]: {
    title: 'Blog Post',
    description: 'Hiring playbooks, career advice and market insights from the Vital team.',
  },
  [paths.forCompanies]: {
    title: 'For Companies',
    description: 'Pre-screened candidates, placement in 15 days or less and a 6-month replacement guarantee.',
  },
  [paths.forProfessionals]: {
    title: 'For Professionals',
    description: 'Free job matching, career coaching and premium training for professionals in six industries.',
  },
  [paths.recruitment]: {
    title: 'Recruitment Services',
    description: 'A five-step recruitment process built for speed and fairness, from brief to signed offer.',
  },
  [paths.hrSolutions]: {
    title: 'HR Solutions',
    description: 'HR solutions trusted by 500+ companies: 99% satisfaction, 70% time savings and 24/7 support.',
  },
  [paths.successStories]: {
    title: 'Success Stories',
    description: '10,000+ placements: stories of the careers and teams Vital has helped build.',
  },
  [paths.industries]: {
    title: 'Industries',
    description: 'Specialist recruitment in IT & Technology, Healthcare, Engineering, Finance & Banking, Manufacturing and more.',
  },
  [paths.industryIt]: {
    title: 'IT & Technology Careers',
    description: `${figures.it.openings} IT and technology roles, demand up ${unsigned(figures.it.growth)}: skills, salaries and open positions.`,
  },
  [paths.industryHealthcare]: {
    title: 'Healthcare Careers',
    description: `${figures.healthcare.openings} healthcare roles, demand up ${unsigned(figures.healthcare.growth)}: specialisations, salaries and open positions.`,
  },
  [paths.industryEngineering]: {
    title: 'Engineering Careers',
    description: `${figures.engineering.openings} engineering roles, demand up ${unsigned(figures.engineering.growth)}: skills, salaries and open positions.`,
  },
  [paths.industryFinance]: {
    title: 'Finance and Banking Careers',
    description: `${figures.finance.openings} finance positions at ${figures.finance.institutions} financial institutions: specialisations, salaries and roles.`,
  },
  [paths.industryManufacturing]: {
    title: 'Manufacturing Careers',
    description: `${figures.manufacturing.openings} production jobs at ${figures.manufacturing.plants} manufacturing plants: sectors, salaries and roles.`,
  },
  [paths.industryOthers]: {
    title: 'Diverse Career Opportunities',
    description: `${figures.others.openings} opportunities in legal, education, hospitality, media, the creative arts and more.`,
  },
  [paths.signup]: {
    title: 'Create Your Account',
    description: 'Sign up as a professional or a company to start with Vital.',
  },
  [paths.signin]: { title: 'Sign In', description: 'Sign in to your Vital dashboard.' },
  [paths.register]: {
    title: 'Register',
    description: 'Register with Vital as a professional or a company.',
  },
  [paths.contact]: {
    title: 'Contact Us',
    description: "Questions about hiring, careers or training? Write to us: we'll get back to you within 24 hours.",
  },
  [paths.dashboard]: { title: 'Dashboard', description: 'Your Vital dashboard.', noIndex: true },
};

export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
  noIndex: true,
};
