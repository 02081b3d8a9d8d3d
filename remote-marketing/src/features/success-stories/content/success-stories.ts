import { type IconName, paths, type SectionCopy, type Stat } from '@vital/shared';
import type { ClosingCopy, IntroCopy } from '../../page-blocks/types';

/** Success Stories page copy. */
export const successStories = {
  intro: {
    eyebrow: 'Success Stories',
    title: 'Careers and Teams We Have Built',
    lead: 'Real results for professionals and companies, from first call to signed offer.',
  },
  highlights: {
    label: 'Success in numbers',
    stats: [
      { value: '10,000+', label: 'Placements' },
      { value: '98%', label: 'Candidate Satisfaction' },
      { value: '50%', label: 'Faster Hiring' },
      { value: '95%', label: 'Success Rate' },
    ],
  },
  stories: {
    heading: {
      eyebrow: 'In Their Words',
      title: 'Real Stories, Real Results',
      lead: 'Professionals and hiring teams on what changed after working with Vital.',
    },
    label: 'Success stories',
  },
  industries: {
    heading: {
      eyebrow: 'Industries',
      title: 'Success Across 12 Industries',
      lead: 'We have placed professionals in every one of these fields.',
    },
    items: [
      { icon: 'code', name: 'IT & Technology' },
      { icon: 'stethoscope', name: 'Healthcare' },
      { icon: 'cog', name: 'Engineering' },
      { icon: 'banknote', name: 'Finance & Banking' },
      { icon: 'factory', name: 'Manufacturing' },
      { icon: 'book', name: 'Education' },
      { icon: 'heart', name: 'Hospitality' },
      { icon: 'scale', name: 'Legal Services' },
      { icon: 'palette', name: 'Media & Entertainment' },
      { icon: 'zap', name: 'Energy & Utilities' },
      { icon: 'globe', name: 'Logistics & Supply Chain' },
      { icon: 'lightbulb', name: 'Consulting' },
    ],
  },
  closing: {
    title: 'Write Your Own Success Story',
    text: 'Whether you are looking for your next role or your next hire, we are ready to help.',
    actions: [{ label: 'Find Opportunities', to: paths.findOpportunities }, { label: 'Hire Talent', to: paths.forCompanies }],
  },
} as const satisfies {
  intro: IntroCopy;
  highlights: { label: string; stats: readonly Stat[] };
  stories: { heading: SectionCopy; label: string };
  industries: { heading: SectionCopy; items: readonly { icon: IconName; name: string }[] };
  closing: ClosingCopy;
};
