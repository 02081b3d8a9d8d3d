import { industryFigures, paths } from '@vital/shared';
import type { IndustryPageContent } from './types';

/**
 * /industries/engineering. The four skill cards and the closing ('Engineer Your Future Today' with
 * 'Browse Engineering Jobs' and 'Get Professional License') are as specified, word for word.
 * The earlier content was not specified, so we wrote it:
 * - the headline figures repeat the home page's (1,200+ roles, +8%) and the roles' openings add up
 *   to those 1,200+;
 * - disciplines, percents and salary ranges are plausible figures for the US market in the same
 *   range as the finance and manufacturing pages, whose figures were specified;
 * - 'Get Professional License' leads to the training hand-off, where licensing courses live.
 */
export const engineering = {
  hero: {
    eyebrow: 'Industries',
    title: 'Engineering',
    lead: 'Civil, mechanical, electrical and beyond: we connect engineers with the firms that design and build infrastructure, products and energy systems.',
    actions: [
      { label: 'Find Engineering Jobs', to: paths.findOpportunities },
      { label: 'Salary Insights', to: paths.contact },
    ],
  },
  stats: {
    label: 'Engineering in numbers',
    items: [
      { value: industryFigures.engineering.openings, label: 'Engineering Roles' },
      { value: industryFigures.engineering.growth, label: 'Demand Growth' },
      { value: '6.8k+', label: 'Engineers Placed' },
      { value: '240+', label: 'Engineering Firms' },
    ],
  },
  specializations: {
    eyebrow: 'Disciplines',
    title: 'Engineering Disciplines in Demand',
    lead: 'How strongly our partner firms are hiring in each discipline.',
    measure: 'demand',
    items: [
      { name: 'Civil Engineering', percent: 86 },
      { name: 'Mechanical Engineering', percent: 88 },
      { name: 'Electrical Engineering', percent: 90 },
      { name: 'Chemical Engineering', percent: 76 },
      { name: 'Aerospace Engineering', percent: 80 },
      { name: 'Environmental Engineering', percent: 84 },
    ],
  },
  roles: {
    eyebrow: 'Open roles',
    title: 'Featured Engineering Roles',
    lead: 'Salary ranges and openings across our partner firms.',
    action: { label: 'Apply Now', to: paths.findOpportunities },
    items: [
      { title: 'Civil Engineer', salary: '$70k-$110k', openings: '300+' },
      { title: 'Mechanical Engineer', salary: '$75k-$115k', openings: '280+' },
      { title: 'Electrical Engineer', salary: '$80k-$120k', openings: '250+' },
      { title: 'Chemical Engineer', salary: '$80k-$125k', openings: '120+' },
      { title: 'Aerospace Engineer', salary: '$90k-$140k', openings: '100+' },
      { title: 'Environmental Engineer', salary: '$65k-$100k', openings: '150+' },
    ],
  },
  cards: {
    eyebrow: 'Skills',
    title: 'Skills Engineering Firms Need',
    lead: 'What hiring managers look for beyond the degree.',
    items: [
      {
        icon: 'layers',
        title: 'CAD Design',
        description: 'Drafting and 3D modeling in AutoCAD, SolidWorks and Revit, from concept to shop drawing.',
      },
      {
        icon: 'briefcase',
        title: 'Project Management',
        description: 'Planning scope, budget and schedule, and keeping contractors and stakeholders aligned.',
      },
      {
        icon: 'shield',
        title: 'Quality Assurance',
        description: 'Inspections, testing and standards compliance that keep designs safe and reliable.',
      },
      {
        icon: 'chart',
        title: 'Analysis',
        description: 'Structural, thermal and electrical calculations and simulation that prove a design works.',
      },
    ],
  },
  closing: {
    title: 'Engineer Your Future Today',
    text: 'Find the project that uses your skills, or take the next step towards your professional license.',
    actions: [
      { label: 'Browse Engineering Jobs', to: paths.findOpportunities },
      { label: 'Get Professional License', to: paths.training },
    ],
  },
} as const satisfies IndustryPageContent;
