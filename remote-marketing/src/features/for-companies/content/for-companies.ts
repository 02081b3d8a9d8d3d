import { paths, type SectionCopy, type Stat } from '@vital/shared';
import type { ClosingCopy, FeatureCardContent, IntroCopy, ProcessStepContent } from '../../page-blocks/types';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

/** For Companies page copy. */
export const forCompanies = {
  intro: {
    eyebrow: 'For Companies',
    title: 'Hire Exceptional Talent',
    lead: 'Pre-screened candidates, placement in 15 days or less, and a 6-month replacement guarantee.',
  },
  actions: { getStarted: 'Get Started', consultation: 'Schedule Consultation' },
  highlights: {
    label: 'Hiring with Vital in numbers',
    stats: [
      { value: '2K+', label: 'Companies' },
      { value: '95%', label: 'Success Rate' },
      { value: '24h', label: 'Average Matching' },
      { value: '6-month', label: 'Replacement Guarantee' },
    ],
  },
  services: {
    heading: {
      eyebrow: 'Our Services',
      title: 'Recruitment Solutions for Every Team',
      lead: 'Permanent hires, flexible staff or leaders: one partner, one ethical process.',
    },
    items: [
      {
        icon: 'briefcase',
        title: 'Permanent Recruitment',
        description: 'Full-time hires matched to your skills, culture and budget.',
        features: ['Pre-screened candidates', 'Placement in 15 days or less', '6-month replacement guarantee'],
      },
      {
        icon: 'clock',
        title: 'Contract & Temporary Staffing',
        description: 'Vetted professionals for projects, seasonal peaks and cover, ready when you need them.',
        features: ['Vetted contractors', 'Payroll and compliance handled', 'Scale up or down at short notice'],
      },
      {
        icon: 'target',
        title: 'Executive Search',
        description: 'Discreet, research-led search for leadership and specialist roles.',
        features: ['Confidential approach', 'Market mapping', 'Leadership assessment'],
      },
    ],
  },
  process: {
    heading: {
      eyebrow: 'How It Works',
      title: 'Our 4-Step Hiring Process',
      lead: 'From your brief to a signed offer, with one recruiter who knows your team.',
    },
    steps: [
      { title: 'Share Your Requirements', description: 'Tell us about the role, the team and the skills that matter most.' },
      { title: 'We Source & Screen', description: 'We search our network of 50K+ professionals and screen every candidate.' },
      { title: 'Interview the Shortlist', description: 'Meet matched candidates, often within 24 hours of your brief.' },
      { title: 'Hire with Confidence', description: 'Make your offer with a 6-month replacement guarantee behind every placement.' },
    ],
  },
  testimonials: {
    heading: { eyebrow: 'Client Stories', title: 'What Our Clients Say' },
    items: [
      {
        quote: 'Vital filled three senior engineering roles in under two weeks. The shortlist was so well screened that we hired from it straight away.',
        name: 'Olivia Grant',
        role: 'Head of Talent',
        company: 'Brightline Software',
      },
      {
        quote: 'The replacement guarantee gave us the confidence to grow quickly. We have hired twenty people through Vital this year.',
        name: 'Marcus Lee',
        role: 'Chief Operating Officer',
        company: 'Helix Logistics',
      },
      {
        quote: 'Ethical, transparent and fast. Candidates tell us how well they were treated, and that reflects on our brand.',
        name: 'Fatima Noor',
        role: 'HR Manager',
        company: 'Meridian Health Group',
      },
    ],
  },
  closing: {
    title: 'Ready to Build Your Team?',
    text: 'Post your requirements today and meet pre-screened candidates within 24 hours.',
    actions: [{ label: 'Post Requirements', to: paths.postRequirements }, { label: 'Contact Us', to: paths.contact }],
  },
} as const satisfies {
  intro: IntroCopy;
  actions: { getStarted: string; consultation: string };
  highlights: { label: string; stats: readonly Stat[] };
  services: { heading: SectionCopy; items: readonly FeatureCardContent[] };
  process: { heading: SectionCopy; steps: readonly ProcessStepContent[] };
  testimonials: { heading: SectionCopy; items: readonly Testimonial[] };
  closing: ClosingCopy;
};
