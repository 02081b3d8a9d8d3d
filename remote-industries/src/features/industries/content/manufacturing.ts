import { industryFigures, paths } from '@vital/shared';
import type { IndustryPageContent } from './types';

/**
 * /industries/manufacturing. Title, stats, sectors with their percents, roles with salary and
 * openings and the four technology cards are as specified, word for word.
 * No closing line was specified for this page: 'Build the Future of Manufacturing' and the
 * leads and card descriptions are ours.
 */
export const manufacturing = {
  hero: {
    eyebrow: 'Industries',
    title: 'Manufacturing Excellence',
    lead: 'From the production line to the plant office, we place the engineers, technicians and managers who keep modern manufacturing safe and efficient.',
    actions: [
      { label: 'Find Manufacturing Jobs', to: paths.findOpportunities },
      { label: 'Workforce Planning', to: paths.contact },
    ],
  },
  stats: {
    label: 'Manufacturing in numbers',
    items: [
      { value: industryFigures.manufacturing.openings, label: 'Production Jobs' },
      { value: '9.5k+', label: 'Manufacturing Workers' },
      { value: industryFigures.manufacturing.plants, label: 'Manufacturing Plants' },
      { value: industryFigures.manufacturing.safetyRating, label: 'Safety Rating' },
    ],
  },
  specializations: {
    eyebrow: 'Sectors',
    title: 'Manufacturing Sectors',
    lead: 'How strongly plants in each sector are hiring.',
    measure: 'demand',
    items: [
      { name: 'Automotive', percent: 88 },
      { name: 'Electronics', percent: 85 },
      { name: 'Machinery', percent: 82 },
      { name: 'Quality Control', percent: 90 },
      { name: 'Production', percent: 87 },
      { name: 'Maintenance', percent: 80 },
    ],
  },
  roles: {
    eyebrow: 'Open roles',
    title: 'Featured Manufacturing Roles',
    lead: 'Salary ranges and openings across our partner plants.',
    action: { label: 'Apply Now', to: paths.findOpportunities },
    items: [
      { title: 'Production Manager', salary: '$70k-$110k', openings: '280+' },
      { title: 'Quality Engineer', salary: '$65k-$95k', openings: '350+' },
      { title: 'Manufacturing Engineer', salary: '$70k-$105k', openings: '200+' },
      { title: 'Plant Supervisor', salary: '$55k-$85k', openings: '400+' },
      { title: 'Process Technician', salary: '$45k-$65k', openings: '500+' },
      { title: 'Operations Manager', salary: '$80k-$120k', openings: '150+' },
    ],
  },
  cards: {
    eyebrow: 'Technology',
    title: 'The Technologies Shaping Manufacturing',
    lead: 'The know-how plants ask for as they modernize.',
    items: [
      {
        icon: 'cpu',
        title: 'Industry 4.0',
        description: 'Connected machines, sensors and data that let plants see and tune every step of production.',
      },
      {
        icon: 'cog',
        title: 'Automation',
        description: 'Robotics and PLC programming that take repetitive and hazardous work off the line.',
      },
      {
        icon: 'layers',
        title: 'Additive Manufacturing',
        description: '3D printing for prototypes, tooling and short production runs.',
      },
      {
        icon: 'award',
        title: 'Quality Systems',
        description: 'ISO 9001, Six Sigma and lean methods that keep defects and waste down.',
      },
    ],
  },
  closing: {
    title: 'Build the Future of Manufacturing',
    text: 'Find your next role on the factory floor or in plant leadership, or get certified in the technologies plants need.',
    actions: [
      { label: 'Browse Manufacturing Jobs', to: paths.findOpportunities },
      { label: 'Get Certified', to: paths.training },
    ],
  },
} as const satisfies IndustryPageContent;
