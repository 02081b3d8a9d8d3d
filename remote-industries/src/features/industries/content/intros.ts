import { paths, type PageIntroProps } from '@vital/shared';

/** Heading and lead of the industries pages (SPEC §2 Industry pages). */
export const intros = {
  [paths.industries]: {
    eyebrow: 'Industries',
    title: 'Industries We Serve',
    lead: 'Specialist recruiters for six sectors, from IT and healthcare to finance and manufacturing.',
  },
  [paths.industryIt]: {
    eyebrow: 'Industries',
    title: 'IT & Technology',
    lead: '2,500+ open roles, with demand up 15% this year.',
  },
  [paths.industryHealthcare]: {
    eyebrow: 'Industries',
    title: 'Healthcare',
    lead: '1,800+ open roles, with demand up 12% this year.',
  },
  [paths.industryEngineering]: {
    eyebrow: 'Industries',
    title: 'Engineering',
    lead: '1,200+ open roles, with demand up 8% this year.',
  },
  [paths.industryFinance]: {
    eyebrow: 'Industries',
    title: 'Finance and Banking',
    lead: '750+ finance positions at 320+ financial institutions.',
  },
  [paths.industryManufacturing]: {
    eyebrow: 'Industries',
    title: 'Manufacturing Excellence',
    lead: '1,100+ production jobs at 180+ manufacturing plants.',
  },
  [paths.industryOthers]: {
    eyebrow: 'Industries',
    title: 'Diverse Career Opportunities',
    lead: '2,000+ opportunities with 500+ partner organisations beyond the usual sectors.',
  },
} satisfies Record<string, PageIntroProps>;
