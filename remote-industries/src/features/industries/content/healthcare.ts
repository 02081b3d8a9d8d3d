import { industryFigures, paths } from '@vital/shared';
import type { IndustryPageContent } from './types';

/**
 * /industries/healthcare. Only the shape of this page was specified (stats, specializations with
 * demand, roles, links to the portal), so the content is ours, chosen to agree with what is fixed:
 * - the home page's figures: 1,800+ roles and +12% growth are the first two stats, and the six
 *   roles' openings add up to those 1,800+;
 * - salary ranges are plausible US figures for 2025 (physicians well above the rest, as they are);
 * - demand percents sit in the same 80–95 band as the finance and manufacturing pages, whose percents were specified.
 */
export const healthcare = {
  hero: {
    eyebrow: 'Industries',
    title: 'Healthcare',
    lead: 'Hospitals, clinics and care providers trust us to find nurses, clinicians and administrators who put patients first.',
    actions: [
      { label: 'Find Healthcare Jobs', to: paths.findOpportunities },
      { label: 'Upload Your CV', to: paths.uploadCv },
    ],
  },
  stats: {
    label: 'Healthcare in numbers',
    items: [
      { value: industryFigures.healthcare.openings, label: 'Healthcare Roles' },
      { value: industryFigures.healthcare.growth, label: 'Demand Growth' },
      { value: '8.5k+', label: 'Healthcare Professionals' },
      { value: '260+', label: 'Hospitals and Clinics' },
    ],
  },
  specializations: {
    eyebrow: 'Specializations',
    title: 'Healthcare Specializations in Demand',
    lead: 'How strongly our partner providers are hiring in each field.',
    measure: 'demand',
    items: [
      { name: 'Nursing', percent: 94 },
      { name: 'Physicians & Surgeons', percent: 90 },
      { name: 'Allied Health', percent: 86 },
      { name: 'Mental Health', percent: 88 },
      { name: 'Pharmacy', percent: 82 },
      { name: 'Healthcare Administration', percent: 80 },
    ],
  },
  roles: {
    eyebrow: 'Open roles',
    title: 'Featured Healthcare Roles',
    lead: 'Salary ranges and openings across our partner providers.',
    action: { label: 'Apply Now', to: paths.findOpportunities },
    items: [
      { title: 'Registered Nurse', salary: '$65k-$95k', openings: '600+' },
      { title: 'Physician', salary: '$180k-$300k', openings: '150+' },
      { title: 'Physical Therapist', salary: '$75k-$100k', openings: '220+' },
      { title: 'Medical Technologist', salary: '$55k-$80k', openings: '260+' },
      { title: 'Mental Health Counselor', salary: '$50k-$80k', openings: '300+' },
      { title: 'Healthcare Administrator', salary: '$70k-$120k', openings: '270+' },
    ],
  },
  cards: {
    eyebrow: 'Skills',
    title: 'Skills Healthcare Employers Value',
    lead: 'What sets candidates apart on the ward and in the office.',
    items: [
      {
        icon: 'heart',
        title: 'Patient Care',
        description: 'Compassionate, safe care and clear communication with patients and families.',
      },
      {
        icon: 'stethoscope',
        title: 'Clinical Expertise',
        description: 'Up-to-date practice, certifications and specialist training in your field.',
      },
      {
        icon: 'cpu',
        title: 'Health Informatics',
        description: 'Electronic health records, telehealth and the data behind better outcomes.',
      },
      {
        icon: 'shield',
        title: 'Compliance & Safety',
        description: 'HIPAA, infection control and the standards that protect patients and staff.',
      },
    ],
  },
  closing: {
    title: 'Care for Your Career',
    text: 'Browse open healthcare roles on the portal or upload your CV and let our recruiters find the match.',
    actions: [
      { label: 'Browse Healthcare Jobs', to: paths.findOpportunities },
      { label: 'Upload Your CV', to: paths.uploadCv },
    ],
  },
} as const satisfies IndustryPageContent;
