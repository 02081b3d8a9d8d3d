import { industryFigures, paths } from '@vital/shared';
import type { IndustryPageContent } from './types';

/**
 * /industries/it. Only the shape of this page was specified (stats, specializations with demand,
 * roles, links to the portal), so the content is ours, chosen to agree with what is fixed:
 * - the home page's figures: 2,500+ roles and +15% growth are the first two stats, and the six
 *   roles' openings add up to those 2,500+;
 * - salary ranges are plausible US figures for 2025, above the finance page's for comparable
 *   seniority, as the market is;
 * - demand percents sit in the same 80–95 band as the finance and manufacturing pages, whose percents were specified.
 */
export const it = {
  hero: {
    eyebrow: 'Industries',
    title: 'IT & Technology',
    lead: 'Software, cloud, data and security: we match technologists with the teams building what comes next, from start-ups to global enterprises.',
    actions: [
      { label: 'Find IT Jobs', to: paths.findOpportunities },
      { label: 'Upload Your CV', to: paths.uploadCv },
    ],
  },
  stats: {
    label: 'IT and Technology in numbers',
    items: [
      { value: industryFigures.it.openings, label: 'IT Roles' },
      { value: industryFigures.it.growth, label: 'Demand Growth' },
      { value: '12k+', label: 'Tech Professionals' },
      { value: '450+', label: 'Technology Companies' },
    ],
  },
  specializations: {
    eyebrow: 'Specializations',
    title: 'Tech Specializations in Demand',
    lead: 'How strongly our partner companies are hiring in each field.',
    measure: 'demand',
    items: [
      { name: 'Software Development', percent: 95 },
      { name: 'Cloud Computing', percent: 90 },
      { name: 'Cybersecurity', percent: 92 },
      { name: 'Data Science & AI', percent: 93 },
      { name: 'DevOps', percent: 87 },
      { name: 'Mobile Development', percent: 82 },
    ],
  },
  roles: {
    eyebrow: 'Open roles',
    title: 'Featured IT Roles',
    lead: 'Salary ranges and openings across our partner companies.',
    action: { label: 'Apply Now', to: paths.findOpportunities },
    items: [
      { title: 'Software Engineer', salary: '$90k-$150k', openings: '800+' },
      { title: 'Cloud Architect', salary: '$130k-$190k', openings: '250+' },
      { title: 'Cybersecurity Analyst', salary: '$85k-$135k', openings: '300+' },
      { title: 'Data Scientist', salary: '$100k-$160k', openings: '350+' },
      { title: 'DevOps Engineer', salary: '$95k-$145k', openings: '280+' },
      { title: 'Full-Stack Developer', salary: '$80k-$130k', openings: '520+' },
    ],
  },
  cards: {
    eyebrow: 'Technology',
    title: 'Technologies in Demand',
    lead: 'The stacks our partner companies hire for most.',
    items: [
      {
        icon: 'globe',
        title: 'Cloud Platforms',
        description: 'AWS, Azure and Google Cloud, with the infrastructure-as-code to run them.',
      },
      {
        icon: 'sparkles',
        title: 'AI & Machine Learning',
        description: 'Python, model training and MLOps that turn data into products.',
      },
      {
        icon: 'shield',
        title: 'Security',
        description: 'Threat detection, identity and zero-trust architecture.',
      },
      {
        icon: 'code',
        title: 'Modern Web',
        description: 'TypeScript, React and APIs that serve millions of users.',
      },
    ],
  },
  closing: {
    title: 'Code Your Next Career Move',
    text: 'Browse open tech roles on the portal or talk to a recruiter who speaks your stack.',
    actions: [
      { label: 'Browse IT Jobs', to: paths.findOpportunities },
      { label: 'Talk to a Tech Recruiter', to: paths.contact },
    ],
  },
} as const satisfies IndustryPageContent;
