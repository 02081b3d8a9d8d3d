import { industryFigures, paths } from '@vital/shared';
import type { IndustryPageContent } from './types';

/**
 * /industries/others. Title, stats (labels in the specified words and case), the eight industries
 * with their growth percents, roles with salary and openings, and 'Why Choose Alternative
 * Industries?' with its three cards are as specified, word for word.
 * In this page the "why" cards take the place of the skill cards of the other pages. Leads, card
 * descriptions and the closing band are ours.
 */
export const others = {
  hero: {
    eyebrow: 'Industries',
    title: 'Diverse Career Opportunities',
    lead: 'Law, education, hospitality, media, the arts and travel: careers beyond the usual sectors, with partners who value what you bring.',
    actions: [
      { label: 'Find Your Next Role', to: paths.findOpportunities },
      { label: 'Career Guidance', to: paths.contact },
    ],
  },
  stats: {
    label: 'Diverse careers in numbers',
    items: [
      { value: industryFigures.others.openings, label: 'Opportunities' },
      { value: '15k+', label: 'Professionals' },
      { value: '500+', label: 'Partner Organizations' },
      { value: industryFigures.others.careerSatisfaction, label: 'Career Satisfaction' },
    ],
  },
  specializations: {
    eyebrow: 'Growth',
    title: 'Growing Industries',
    lead: 'How fast hiring is growing in each field we recruit for.',
    measure: 'growth',
    items: [
      { name: 'Legal Services', percent: 85 },
      { name: 'Education', percent: 88 },
      { name: 'Hospitality', percent: 80 },
      { name: 'Media & Entertainment', percent: 75 },
      { name: 'Creative Arts', percent: 70 },
      { name: 'Music Industry', percent: 65 },
      { name: 'Travel & Tourism', percent: 78 },
      { name: 'Consulting', percent: 82 },
    ],
  },
  roles: {
    eyebrow: 'Open roles',
    title: 'Featured Roles',
    lead: 'Salary ranges and openings across our partner organizations.',
    action: { label: 'Apply Now', to: paths.findOpportunities },
    items: [
      { title: 'Legal Counsel', salary: '$90k-$160k', openings: '200+' },
      { title: 'School Teacher', salary: '$40k-$70k', openings: '500+' },
      { title: 'Hotel Manager', salary: '$50k-$85k', openings: '300+' },
      { title: 'Content Creator', salary: '$35k-$80k', openings: '400+' },
      { title: 'Graphic Designer', salary: '$45k-$75k', openings: '350+' },
      { title: 'Tour Guide', salary: '$30k-$55k', openings: '250+' },
    ],
  },
  cards: {
    title: 'Why Choose Alternative Industries?',
    items: [
      {
        icon: 'palette',
        title: 'Creative Freedom',
        description: 'Shape your own work, whether you teach a class, design a brand or plan a journey.',
      },
      {
        icon: 'trendingUp',
        title: 'Growing Markets',
        description: 'Education, media, travel and consulting are hiring more every year.',
      },
      {
        icon: 'heart',
        title: 'Work-Life Balance',
        description: 'Flexible hours, project-based work and roles that fit around the rest of your life.',
      },
    ],
  },
  closing: {
    title: 'Discover a Career That Fits You',
    text: 'Tell us what you love doing and we will help you find the organizations that need it.',
    actions: [
      { label: 'Browse Opportunities', to: paths.findOpportunities },
      { label: 'Talk to a Career Advisor', to: paths.contact },
    ],
  },
} as const satisfies IndustryPageContent;
