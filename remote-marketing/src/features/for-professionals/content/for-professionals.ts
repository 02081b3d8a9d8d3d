import { type IconName, industryFigures, industryGrowth, paths, type SectionCopy, type Stat } from '@vital/shared';
import type { ClosingCopy, FeatureCardContent, IntroCopy, ProcessStepContent } from '../../page-blocks/types';

export interface IndustryOpening {
  icon: IconName;
  name: string;
  /** Open roles, as shown. */
  jobs: string;
  /** Growth over the last year, as shown; only where one was given (decision 012). */
  growth?: string;
  to: string;
}

/** For Professionals page copy. */
export const forProfessionals = {
  intro: {
    eyebrow: 'For Professionals',
    title: 'Find Your Next Opportunity',
    lead: 'Job matching is free for professionals. We charge only for premium training and certification.',
  },
  actions: { findJobs: 'Find Jobs', uploadCv: 'Upload CV' },
  highlights: {
    label: 'Careers with Vital in numbers',
    stats: [
      { value: '50K+', label: 'Professionals' },
      { value: '2K+', label: 'Hiring Companies' },
      { value: '50+', label: 'Countries' },
      { value: '24h', label: 'Average Matching' },
    ],
  },
  services: {
    heading: {
      eyebrow: 'How We Help',
      title: 'Services for Your Career',
      lead: 'Job matching is always free. Only premium training and certification are paid.',
    },
    items: [
      {
        icon: 'search',
        title: 'Free Job Matching',
        description: 'We match your skills and goals with open roles at 2K+ companies, free of charge for professionals.',
        features: ['Always free for professionals', 'Roles in 50+ countries', 'Placement in 15 days or less'],
      },
      {
        icon: 'users',
        title: 'Career Coaching',
        description: 'One-to-one guidance from recruiters who know your field, at no cost to you.',
        features: ['CV and profile review', 'Interview preparation', 'Salary guidance'],
      },
      {
        icon: 'graduationCap',
        title: 'Premium Training & Certification',
        description: 'Courses and certifications that keep your skills in demand. These are the only services we charge for.',
        features: ['Industry certifications', 'Mentor-led courses', 'Flexible online learning'],
      },
    ],
  },
  industries: {
    heading: {
      eyebrow: 'Industries',
      title: 'Opportunities Across Industries',
      lead: 'Open roles in each industry, and how fast demand has grown over the last year where we measure it.',
    },
    jobsLabel: 'open roles',
    growthLabel: 'growth',
    // The figures every page shares (@vital/shared, decision 012): growth only where one was given.
    items: [
      { icon: 'code', name: 'IT & Technology', jobs: industryFigures.it.openings, growth: industryGrowth('it'), to: paths.industryIt },
      { icon: 'stethoscope', name: 'Healthcare', jobs: industryFigures.healthcare.openings, growth: industryGrowth('healthcare'), to: paths.industryHealthcare },
      { icon: 'cog', name: 'Engineering', jobs: industryFigures.engineering.openings, growth: industryGrowth('engineering'), to: paths.industryEngineering },
      { icon: 'banknote', name: 'Finance & Banking', jobs: industryFigures.finance.openings, growth: industryGrowth('finance'), to: paths.industryFinance },
      { icon: 'factory', name: 'Manufacturing', jobs: industryFigures.manufacturing.openings, growth: industryGrowth('manufacturing'), to: paths.industryManufacturing },
      { icon: 'palette', name: 'Other Industries', jobs: industryFigures.others.openings, growth: industryGrowth('others'), to: paths.industryOthers },
    ],
  },
  path: {
    heading: {
      eyebrow: 'Your Path',
      title: 'Four Steps to Your Next Role',
      lead: 'Most professionals are placed in 15 days or less.',
    },
    steps: [
      { title: 'Create Your Free Profile', description: 'Sign up in minutes and tell us what you want next. It costs nothing.' },
      { title: 'Get Matched', description: 'We match you with roles that fit your skills, often within 24 hours.' },
      { title: 'Interview with Confidence', description: 'Your recruiter prepares you for every interview and shares honest feedback.' },
      { title: 'Start Your New Role', description: 'Accept your offer, typically in 15 days or less, and we stay in touch after you start.' },
    ],
  },
  stories: {
    heading: { eyebrow: 'Success Stories', title: 'Professionals Who Found Their Fit' },
    label: 'Success stories',
  },
  closing: {
    title: 'Your Next Role Starts Here',
    text: 'Create your free profile and let the right companies find you. Job matching is always free.',
    actions: [{ label: 'Create Free Profile', to: paths.signup }, { label: 'Talk to a Career Advisor', to: paths.contact }],
  },
} as const satisfies {
  intro: IntroCopy;
  actions: { findJobs: string; uploadCv: string };
  highlights: { label: string; stats: readonly Stat[] };
  services: { heading: SectionCopy; items: readonly FeatureCardContent[] };
  industries: { heading: SectionCopy; jobsLabel: string; growthLabel: string; items: readonly IndustryOpening[] };
  path: { heading: SectionCopy; steps: readonly ProcessStepContent[] };
  stories: { heading: SectionCopy; label: string };
  closing: ClosingCopy;
};
