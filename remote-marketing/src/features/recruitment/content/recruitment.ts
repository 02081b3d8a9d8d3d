import { paths, type SectionCopy } from '@vital/shared';
import type { ClosingCopy, FeatureCardContent, IntroCopy, ProcessStepContent } from '../../page-blocks/types';

/** Recruitment page copy. */
export const recruitment = {
  intro: {
    eyebrow: 'Recruitment',
    title: 'Recruitment Services',
    lead: 'From the first brief to the signed offer, a recruitment process built for speed and fairness.',
  },
  actions: { startHiring: 'Start Hiring Now' },
  benefits: {
    heading: {
      eyebrow: 'Why Vital',
      title: 'Why Companies Recruit with Us',
      lead: 'Ethical recruitment that is fast for you and fair to every candidate.',
    },
    items: [
      {
        icon: 'shield',
        title: 'Pre-Screened Talent',
        description: 'Every candidate is interviewed, assessed and reference-checked before you meet them.',
      },
      {
        icon: 'clock',
        title: 'Placement in 15 Days or Less',
        description: 'A focused process that takes you from brief to accepted offer in 15 days or less.',
      },
      {
        icon: 'award',
        title: '6-Month Replacement Guarantee',
        description: 'If a placement does not work out within six months, we find a replacement at no extra cost.',
      },
      {
        icon: 'handshake',
        title: 'Ethical & Transparent',
        description: 'Fair treatment of candidates and clear fees agreed up front, with no hidden charges.',
      },
    ],
  },
  process: {
    heading: {
      eyebrow: 'Our Process',
      title: 'Our 5-Step Recruitment Process',
      lead: 'One recruiter guides you through every step.',
    },
    steps: [
      { title: 'Requirement Analysis', description: 'We learn the role, the team and the outcomes you need.' },
      { title: 'Talent Sourcing', description: 'We search our network of 50K+ professionals and the wider market.' },
      { title: 'Screening & Assessment', description: 'Skills tests, structured interviews and reference checks.' },
      { title: 'Interview & Selection', description: 'You meet a shortlist of the best matches while we coordinate every interview.' },
      { title: 'Offer & Onboarding', description: 'We handle the offer and follow up after the start, backed by our 6-month replacement guarantee.' },
    ],
  },
  closing: {
    title: 'Ready to Hire?',
    text: 'Tell us who you need and meet matched candidates, often within 24 hours.',
    actions: [{ label: 'Start Hiring Now', portal: 'postRequirements' }, { label: 'Schedule Consultation', to: paths.contact }],
  },
} as const satisfies {
  intro: IntroCopy;
  actions: { startHiring: string };
  benefits: { heading: SectionCopy; items: readonly FeatureCardContent[] };
  process: { heading: SectionCopy; steps: readonly ProcessStepContent[] };
  closing: ClosingCopy;
};
