import { industryFigures, paths } from '@vital/shared';
import type { OverviewContent } from './types';

/**
 * /industries. The six industries with two headline figures each, from the figures
 * every page shares (@vital/shared, decision 012). IT, Healthcare and Engineering show the home
 * page's figures (roles and growth); the other three show their pages' own first and last stats,
 * as no growth figure was specified for them. Every figure here is also a stat on the industry's page
 * (overview.test.ts checks it).
 */
export const overview = {
  hero: {
    eyebrow: 'Industries',
    title: 'Industries We Serve',
    lead: 'Specialist recruiters for six sectors, from IT and healthcare to finance and manufacturing, each with its own roles, skills and salary insight.',
    actions: [
      { label: 'Find Opportunities', to: paths.findOpportunities },
      { label: 'Post Requirements', to: paths.postRequirements },
    ],
  },
  industries: {
    eyebrow: 'Our sectors',
    title: 'Explore Our Industries',
    lead: 'Open roles and growth at a glance. Choose an industry for its specializations, sample roles and salaries.',
    label: 'Headline figures',
    items: [
      {
        name: 'IT & Technology',
        to: paths.industryIt,
        icon: 'code',
        description: 'Software, cloud, data and cybersecurity roles with fast-growing teams.',
        figures: [
          { value: industryFigures.it.openings, label: 'Open Roles' },
          { value: industryFigures.it.growth, label: 'Growth' },
        ],
        linkLabel: 'Explore IT & Technology',
      },
      {
        name: 'Healthcare',
        to: paths.industryHealthcare,
        icon: 'stethoscope',
        description: 'Nursing, clinical and administrative roles with hospitals and care providers.',
        figures: [
          { value: industryFigures.healthcare.openings, label: 'Open Roles' },
          { value: industryFigures.healthcare.growth, label: 'Growth' },
        ],
        linkLabel: 'Explore Healthcare',
      },
      {
        name: 'Engineering',
        to: paths.industryEngineering,
        icon: 'cog',
        description: 'Civil, mechanical, electrical and environmental engineering projects.',
        figures: [
          { value: industryFigures.engineering.openings, label: 'Open Roles' },
          { value: industryFigures.engineering.growth, label: 'Growth' },
        ],
        linkLabel: 'Explore Engineering',
      },
      {
        name: 'Finance & Banking',
        to: paths.industryFinance,
        icon: 'banknote',
        description: 'Analysis, investment, risk and advisory roles with financial institutions.',
        figures: [
          { value: industryFigures.finance.openings, label: 'Finance Positions' },
          { value: industryFigures.finance.clientSatisfaction, label: 'Client Satisfaction' },
        ],
        linkLabel: 'Explore Finance & Banking',
      },
      {
        name: 'Manufacturing',
        to: paths.industryManufacturing,
        icon: 'factory',
        description: 'Production, quality and operations roles in modern, safe plants.',
        figures: [
          { value: industryFigures.manufacturing.openings, label: 'Production Jobs' },
          { value: industryFigures.manufacturing.safetyRating, label: 'Safety Rating' },
        ],
        linkLabel: 'Explore Manufacturing',
      },
      {
        name: 'Others',
        to: paths.industryOthers,
        icon: 'palette',
        description: 'Legal, education, hospitality, media, the arts, travel and consulting.',
        figures: [
          { value: industryFigures.others.openings, label: 'Opportunities' },
          { value: industryFigures.others.careerSatisfaction, label: 'Career Satisfaction' },
        ],
        linkLabel: 'Explore Other Industries',
      },
    ],
  },
  closing: {
    title: 'Don’t See Your Industry?',
    text: 'Our recruiters work across many more fields. Tell us who you are looking for, or what you would like to do next.',
    actions: [
      { label: 'Contact Us', to: paths.contact },
      { label: 'Browse All Opportunities', to: paths.findOpportunities },
    ],
  },
} as const satisfies OverviewContent;
