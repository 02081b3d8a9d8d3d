import { paths, type SectionCopy, type Stat } from '@vital/shared';
import type { ClosingCopy, FeatureCardContent, IntroCopy } from '../../page-blocks/types';

/** HR Solutions page copy. */
export const hrSolutions = {
  intro: {
    eyebrow: 'HR Solutions',
    title: 'HR Solutions That Scale With You',
    lead: 'Consulting, payroll, compliance and people development, handled by HR specialists so your team can focus on growth.',
  },
  actions: { companies: 'Explore Hiring Solutions', contact: 'Talk to an HR Expert' },
  solutions: {
    heading: {
      eyebrow: 'Our Solutions',
      title: 'Complete HR Support for Growing Companies',
      lead: 'Pick one service or hand us the whole function.',
    },
    items: [
      {
        icon: 'lightbulb',
        title: 'HR Consulting',
        description: 'Organization design, HR strategy and policies shaped around your goals.',
        features: ['HR audits', 'Organization design', 'Change management'],
      },
      {
        icon: 'banknote',
        title: 'Payroll Management',
        description: 'Accurate, on-time payroll in every country you employ people.',
        features: ['Multi-country payroll', 'Tax filings', 'Benefits administration'],
      },
      {
        icon: 'scale',
        title: 'Compliance & Policy',
        description: 'Contracts, handbooks and processes that keep you compliant as laws change.',
        features: ['Employment contracts', 'Policy handbooks', 'Regulatory updates'],
      },
      {
        icon: 'graduationCap',
        title: 'Training & Development',
        description: 'Programs that build the skills your teams need next.',
        features: ['Leadership programs', 'Skills workshops', 'Certification paths'],
      },
      {
        icon: 'chart',
        title: 'Performance Management',
        description: 'Clear goals, fair reviews and feedback that helps people grow.',
        features: ['Goal frameworks', 'Review cycles', 'Succession planning'],
      },
      {
        icon: 'heart',
        title: 'Employee Engagement',
        description: 'Surveys, recognition and well-being programs that keep good people.',
        features: ['Engagement surveys', 'Recognition programs', 'Well-being support'],
      },
    ],
  },
  results: {
    heading: { eyebrow: 'Results', title: 'Why Companies Choose Our HR Solutions' },
    label: 'HR Solutions in numbers',
    stats: [
      { value: '500+', label: 'Companies' },
      { value: '99%', label: 'Satisfaction' },
      { value: '70%', label: 'Time Savings' },
      { value: '24/7', label: 'Support' },
    ],
  },
  closing: {
    title: 'Let’s Simplify Your HR',
    text: 'Tell us where you need support and an HR specialist will get back to you within 24 hours.',
    actions: [{ label: 'Talk to an HR Expert', to: paths.contact }, { label: 'Explore Hiring Solutions', to: paths.forCompanies }],
  },
} as const satisfies {
  intro: IntroCopy;
  actions: { companies: string; contact: string };
  solutions: { heading: SectionCopy; items: readonly FeatureCardContent[] };
  results: { heading: SectionCopy; label: string; stats: readonly Stat[] };
  closing: ClosingCopy;
};
