import { industryFigures, paths } from '@vital/shared';
import type { IndustryPageContent } from './types';

/**
 * /industries/finance. Stats, specializations with their percents, roles with salary and openings,
 * the four skill cards and the closing title are as specified, word for word.
 * Leads, card descriptions and the closing sentence are ours. 'Browse Finance Jobs' is the one
 * button of the industry pages that leaves for the external job portal (new tab, no referrer).
 */
export const finance = {
  hero: {
    eyebrow: 'Industries',
    title: 'Finance and Banking',
    lead: 'Connect with banks, investment firms and financial institutions looking for analysts, advisors and leaders who manage risk and grow capital.',
    actions: [
      { label: 'Find Finance Jobs', to: paths.findOpportunities },
      { label: 'Market Analysis', to: paths.contact },
    ],
  },
  stats: {
    label: 'Finance and Banking in numbers',
    items: [
      { value: industryFigures.finance.openings, label: 'Finance Positions' },
      { value: '5.2k+', label: 'Finance Professionals' },
      { value: industryFigures.finance.institutions, label: 'Financial Institutions' },
      { value: industryFigures.finance.clientSatisfaction, label: 'Client Satisfaction' },
    ],
  },
  specializations: {
    eyebrow: 'Specializations',
    title: 'Finance Specializations in Demand',
    lead: 'How strongly our partner institutions are hiring in each area.',
    measure: 'demand',
    items: [
      { name: 'Investment Banking', percent: 92 },
      { name: 'Financial Analysis', percent: 88 },
      { name: 'Accounting', percent: 85 },
      { name: 'Risk Management', percent: 80 },
      { name: 'Corporate Finance', percent: 87 },
      { name: 'Wealth Management', percent: 83 },
    ],
  },
  roles: {
    eyebrow: 'Open roles',
    title: 'Featured Finance Roles',
    lead: 'Salary ranges and openings across our partner institutions.',
    action: { label: 'Apply Now', to: paths.findOpportunities },
    items: [
      { title: 'Financial Analyst', salary: '$65k-$95k', openings: '400+' },
      { title: 'Investment Banker', salary: '$120k-$200k', openings: '150+' },
      { title: 'Risk Manager', salary: '$90k-$140k', openings: '180+' },
      { title: 'Portfolio Manager', salary: '$100k-$160k', openings: '120+' },
      { title: 'Certified Accountant', salary: '$55k-$85k', openings: '350+' },
      { title: 'Financial Advisor', salary: '$70k-$110k', openings: '250+' },
    ],
  },
  cards: {
    eyebrow: 'Skills',
    title: 'Skills Employers Look For',
    lead: 'The expertise that sets finance candidates apart.',
    items: [
      {
        icon: 'chart',
        title: 'Financial Modeling',
        description: 'Building forecasts and three-statement models that support investment and budgeting decisions.',
      },
      {
        icon: 'shield',
        title: 'Risk Analysis',
        description: 'Measuring market, credit and operational risk and recommending how to contain it.',
      },
      {
        icon: 'banknote',
        title: 'Valuation',
        description: 'Pricing companies and assets with discounted cash flow, comparables and precedent deals.',
      },
      {
        icon: 'layers',
        title: 'Portfolio Management',
        description: 'Balancing assets against a client’s goals, risk appetite and time horizon.',
      },
    ],
  },
  closing: {
    title: 'Invest in Your Financial Future',
    text: 'Browse open finance roles on our job portal or talk to a recruiter who knows the sector.',
    actions: [
      { label: 'Browse Finance Jobs', portal: 'findOpportunities', opensInNewTab: true },
      { label: 'Talk to a Recruiter', to: paths.contact },
    ],
  },
} as const satisfies IndustryPageContent;
