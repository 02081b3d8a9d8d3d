import { paths, type IconName, type PageIntroProps } from '@vital/shared';

/** Services page copy. */
export const servicesIntro = {
  eyebrow: 'What We Do',
  title: 'Our Services & Solutions',
  lead: 'Recruitment for companies, opportunities for professionals, and training that moves careers forward.',
} satisfies PageIntroProps;

export const servicesCopy = {
  /** The badge: how many services the call returned (0 until it succeeds). */
  count: (count: number) => (count === 1 ? '1 Service' : `${count} Services`),
  trusted: 'Trusted by 2K+ Companies',
  listLabel: 'Services',
  loading: 'Loading services…',
  /** Shown once the call has answered without services, or failed: listings never show an error (docs/product.md, Portal API calls). */
  empty: 'No services to show right now. The paths below lead to what we offer companies and professionals.',
  /** At most four key features per card. */
  maxFeatures: 4,
  featuresHeading: 'Key Features',
  globalReach: 'Global Reach',
  learnMore: 'Learn More',
  learnMoreHidden: (title: string) => ` about ${title}`,
  icons: { companies: 'building', professionals: 'users', training: 'graduationCap' },
  defaultIcon: 'briefcase',
  closing: {
    title: 'Find the Right Path for You',
    text: 'Hiring for your team or looking for your next role? Start with the services built for you.',
    actions: [
      { label: 'Solutions for Companies', to: paths.forCompanies },
      { label: 'Opportunities for Professionals', to: paths.forProfessionals },
    ],
  },
} as const satisfies { maxFeatures: number; icons: Record<string, IconName>; defaultIcon: IconName } & Record<string, unknown>;

export type ServicesCopy = typeof servicesCopy;
