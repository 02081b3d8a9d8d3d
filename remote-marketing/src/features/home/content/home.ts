import { type IconName, industryFigures, paths, type SectionCopy } from '@vital/shared';

/** Home page copy. */
export const homeHero = {
  eyebrow: 'Ethical recruitment since 2019',
  title: 'Connecting Talent with Opportunity',
  lead: 'We match professionals with companies through ethical recruitment, training programs and HR solutions, with no shortcuts on fairness or transparency.',
  signedOut: { primary: 'Get Started', secondary: 'Login' },
  signedIn: { dashboard: 'Go to Dashboard', company: 'Post Requirements', professional: 'Find Jobs' },
  statsLabel: 'Vital in numbers',
  stats: [
    { value: '50K+', label: 'Professionals' },
    { value: '2K+', label: 'Companies' },
    { value: '95%', label: 'Success Rate' },
    { value: '50+', label: 'Countries' },
    { value: '24h', label: 'Average Matching' },
  ],
} as const;

export type HomeHeroContent = typeof homeHero;

export interface Benefit {
  icon: IconName;
  title: string;
  text: string;
}

/** Why choose us, six benefit cards. */
export const whyChooseUs = {
  heading: {
    eyebrow: 'Why Choose Us',
    title: 'Recruitment Built on Trust',
    lead: 'Six reasons companies and professionals in more than 50 countries work with Vital.',
  },
  benefits: [
    {
      icon: 'shield',
      title: 'Ethical Recruitment',
      text: 'Honest job postings, transparent fees and fair, structured assessments for every candidate.',
    },
    {
      icon: 'clock',
      title: '24h Average Matching',
      text: 'Most companies meet their first matched, pre-screened candidates within 24 hours of the brief.',
    },
    {
      icon: 'zap',
      title: 'Placement in 15 Days or Less',
      text: 'A focused process takes most roles from the first brief to a signed offer in 15 days or less.',
    },
    {
      icon: 'award',
      title: '6-Month Replacement Guarantee',
      text: 'If a placement does not work out within six months, we find a replacement at no extra cost.',
    },
    {
      icon: 'heart',
      title: 'Free for Professionals',
      text: 'Job matching is always free for professionals. We charge only for premium training and certification.',
    },
    {
      icon: 'globe',
      title: 'A Global Network',
      text: '50K+ professionals and 2K+ companies in 50+ countries, with a 95% success rate.',
    },
  ],
} as const satisfies { heading: SectionCopy; benefits: readonly Benefit[] };

export interface ServiceAction {
  to: string;
  label: string;
}

/** The services cards and where each one's button goes. */
export const homeServices = {
  heading: {
    eyebrow: 'Our Services',
    title: 'Solutions for Every Side of Hiring',
    lead: 'Recruitment for companies, opportunities for professionals, and training that keeps careers moving.',
  },
  /** The home page shows three service cards; the Services page shows them all. */
  cardCount: 3,
  /** Fixed destinations and labels of the three known services, by their key. */
  actions: {
    companies: { to: paths.forCompanies, label: 'Hire Talent' },
    professionals: { to: paths.forProfessionals, label: 'Explore' },
    training: { to: paths.forProfessionals, label: 'Start Learning' },
  },
  /** Any other service: its own route and button text, else these. */
  defaultAction: { to: paths.services, label: 'Learn More' },
  featuresLabel: (title: string) => `Features of ${title}`,
  icons: { companies: 'building', professionals: 'users', training: 'graduationCap' },
  defaultIcon: 'briefcase',
  viewAll: { label: 'View All Services', to: paths.services },
} as const satisfies {
  heading: SectionCopy;
  cardCount: number;
  actions: Record<string, ServiceAction>;
  defaultAction: ServiceAction;
  icons: Record<string, IconName>;
  defaultIcon: IconName;
  featuresLabel: (title: string) => string;
  viewAll: ServiceAction;
};

export interface Industry {
  name: string;
  icon: IconName;
  roles: string;
  growth: string;
  skills: readonly string[];
  to: string;
}

/** Three industry cards and the way to all of them. */
export const homeIndustries = {
  heading: {
    eyebrow: 'Industries',
    title: 'Industries We Serve',
    lead: 'Specialist recruiters for the sectors that are hiring the most right now.',
  },
  rolesLabel: 'Open Roles',
  growthLabel: 'Growth',
  skillsLabel: (name: string) => `Top skills in ${name}`,
  skillsHeading: 'Top skills',
  industryLink: (name: string) => `Explore ${name}`,
  industries: [
    {
      name: 'IT & Technology',
      icon: 'code',
      roles: industryFigures.it.openings,
      growth: industryFigures.it.growth,
      skills: ['Cloud Architecture', 'Cybersecurity', 'Data Engineering', 'DevOps'],
      to: paths.industryIt,
    },
    {
      name: 'Healthcare',
      icon: 'stethoscope',
      roles: industryFigures.healthcare.openings,
      growth: industryFigures.healthcare.growth,
      skills: ['Registered Nursing', 'Clinical Research', 'Healthcare Administration', 'Telemedicine'],
      to: paths.industryHealthcare,
    },
    {
      name: 'Engineering',
      icon: 'cog',
      roles: industryFigures.engineering.openings,
      growth: industryFigures.engineering.growth,
      skills: ['CAD Design', 'Project Management', 'Quality Assurance', 'Analysis'],
      to: paths.industryEngineering,
    },
  ],
  explore: { label: 'Explore All Industries', to: paths.industries },
} as const satisfies {
  heading: SectionCopy;
  rolesLabel: string;
  growthLabel: string;
  skillsLabel: (name: string) => string;
  skillsHeading: string;
  industryLink: (name: string) => string;
  industries: readonly Industry[];
  explore: ServiceAction;
};
