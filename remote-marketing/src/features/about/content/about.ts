import { type IconName, type PageIntroProps, paths, type SectionCopy } from '@vital/shared';

/** About page copy. */
export const aboutIntro = {
  eyebrow: 'About Vital',
  title: 'Ethical Recruitment Since 2019',
  lead: 'Founded in 2019, Vital connects professionals with companies through ethical recruitment, training and HR solutions in more than 50 countries.',
} satisfies PageIntroProps;

export const aboutMission = {
  heading: { eyebrow: 'Our Mission', title: 'Fair Hiring That Works for Everyone', align: 'start' },
  paragraphs: [
    'We started Vital in 2019 because recruitment had become slow, opaque and stacked against the people it should serve. Candidates were left without answers; companies paid for shortlists that did not fit.',
    'Our mission is to make every hire honest, fast and lasting: honest job postings and transparent fees, matching within 24 hours on average, and placements that stay, backed by a 6-month replacement guarantee.',
    'Job matching is free for professionals. We charge only for premium training and certification, so the people we place never pay to find work.',
  ],
  factsLabel: 'Vital at a glance',
  facts: [
    { value: '2019', label: 'Founded' },
    { value: '3', label: 'Regional Offices' },
    { value: '24h', label: 'Average Matching' },
    { value: '6-month', label: 'Replacement Guarantee' },
  ],
} as const;

export interface Value {
  icon: IconName;
  title: string;
  text: string;
}

export const aboutValues = {
  heading: { eyebrow: 'Our Values', title: 'What We Stand For' },
  values: [
    {
      icon: 'shield',
      title: 'Ethical Practices',
      text: 'Honest job postings, transparent fees and fair, structured assessments. We never charge professionals for job matching.',
    },
    {
      icon: 'users',
      title: 'People First',
      text: 'Behind every requirement and every CV is a person. We listen first, answer every application and respect everyone’s time.',
    },
    {
      icon: 'award',
      title: 'Excellence',
      text: 'A 95% success rate and a 6-month replacement guarantee: we measure ourselves by placements that last.',
    },
  ],
} as const satisfies { heading: SectionCopy; values: readonly Value[] };

export const aboutImpact = {
  heading: { eyebrow: 'Our Impact', title: 'Impact in Numbers' },
  label: 'Our impact in numbers',
  stats: [
    { value: '10,000+', label: 'Placements' },
    { value: '50K+', label: 'Professionals' },
    { value: '2K+', label: 'Companies' },
    { value: '95%', label: 'Success Rate' },
    { value: '50+', label: 'Countries' },
  ],
} as const;

/** About shows the first three team members (docs/product.md, Pages); the Team page shows everyone. */
export const aboutTeam = {
  heading: {
    eyebrow: 'Our Team',
    title: 'The People Behind Vital',
    lead: 'Recruiters, trainers and HR specialists who know their industries inside out.',
  },
  previewCount: 3,
  loading: 'Loading the team…',
  more: { label: 'Meet Our Full Team', to: paths.team },
} as const;

export interface Region {
  name: string;
  /** The city of the regional office, one of `company.offices`. */
  officeCity: string;
  text: string;
}

export const aboutReach = {
  heading: {
    eyebrow: 'Where We Work',
    title: 'Global Reach',
    lead: 'Three regional hubs serve companies and professionals in more than 50 countries.',
  },
  officeLabel: 'Regional office',
  regions: [
    {
      name: 'Americas',
      officeCity: 'New York',
      text: 'Technology, healthcare and finance hiring across North and South America.',
    },
    {
      name: 'EMEA',
      officeCity: 'London',
      text: 'Engineering, manufacturing and financial services across Europe, the Middle East and Africa.',
    },
    {
      name: 'APAC',
      officeCity: 'Singapore',
      text: 'Fast-growing technology and healthcare teams across Asia and the Pacific.',
    },
  ],
} as const satisfies { heading: SectionCopy; officeLabel: string; regions: readonly Region[] };
