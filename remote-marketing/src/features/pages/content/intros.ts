import { paths, type PageIntroProps } from '@vital/shared';

/** Heading and lead of each marketing page (SPEC §2). */
export const intros = {
  [paths.forCompanies]: {
    eyebrow: 'For Companies',
    title: 'Hire Exceptional Talent',
    lead: 'Pre-screened candidates, placement in 15 days or less, and a 6-month replacement guarantee.',
  },
  [paths.forProfessionals]: {
    eyebrow: 'For Professionals',
    title: 'Find Your Next Opportunity',
    lead: 'Job matching is free for professionals. We charge only for premium training and certification.',
  },
  [paths.recruitment]: {
    eyebrow: 'Recruitment',
    title: 'Recruitment Services',
    lead: 'From the first brief to the signed offer, a recruitment process built for speed and fairness.',
  },
  [paths.hrSolutions]: {
    eyebrow: 'HR Solutions',
    title: 'HR Solutions That Scale With You',
    lead: 'Trusted by 500+ companies, with 99% satisfaction and 70% time savings.',
  },
  [paths.successStories]: {
    eyebrow: 'Success Stories',
    title: 'Careers and Teams We Have Built',
    lead: 'More than 10,000 placements across industries and countries.',
  },
} satisfies Record<string, PageIntroProps>;
