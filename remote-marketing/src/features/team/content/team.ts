import { paths, type PageIntroProps } from '@vital/shared';

/** Team page copy. */
export const teamIntro = {
  eyebrow: 'Our People',
  title: 'Meet Our Team',
  lead: 'The recruiters, trainers and HR specialists behind every match we make.',
} satisfies PageIntroProps;

/** How a team member's card reads; shared by the Team and About pages. */
export const teamMemberCopy = {
  photoAlt: (name: string) => `Portrait of ${name}`,
  experience: (experience: string) => `${experience} experience`,
  expertiseLabel: (name: string) => `Expertise of ${name}`,
  linkedin: 'LinkedIn',
  /** Read after the visible label, so the link's name still starts with what is shown. */
  linkedinHidden: (name: string) => ` profile of ${name} (opens in a new tab)`,
  email: 'Email',
  emailHidden: (name: string) => ` ${name}`,
  contactLabel: (name: string) => `Contact ${name}`,
} as const;

export type TeamMemberCopy = typeof teamMemberCopy;

export const teamCopy = {
  countHeading: (count: number) => (count === 1 ? '1 Team Member' : `${count} Team Members`),
  loadingHeading: 'Team Members',
  countLead: 'Experienced specialists in recruitment, training and HR, across our offices in New York, London and Singapore.',
  loading: 'Loading the team…',
  /** The team call answered with no one in it: say so rather than leave the section blank. */
  empty: 'No team members to show right now. Contact us to reach the right person.',
  join: {
    title: 'Join Our Team',
    text: 'We are always looking for recruiters, trainers and HR specialists who believe hiring can be fair and fast.',
    actions: [{ label: 'Contact HR', to: paths.contact }],
  },
} as const;
