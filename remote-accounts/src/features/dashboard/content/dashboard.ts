import { paths, type IconName, type UserType } from '@vital/shared';

export interface DashboardCard {
  title: string;
  text: string;
  icon: IconName;
  to: string;
}

export interface Activity {
  text: string;
  when: string;
}

/** Dashboard copy: cards and the recent activity differ by user type. */
export const dashboardCopy = {
  eyebrow: 'Dashboard',
  greeting: (name: string) => `Welcome back, ${name}`,
  userTypeLabel: { professional: 'Professional account', company: 'Company account' } satisfies Record<UserType, string>,
  signOut: 'Sign Out',
  cardsHeading: 'Quick Actions',
  open: 'Open',
  cards: {
    professional: [
      { title: 'Find Opportunities', text: 'Browse open roles matched to your skills.', icon: 'search', to: paths.findOpportunities },
      { title: 'Upload CV', text: 'Keep your CV current so recruiters can find you.', icon: 'upload', to: paths.uploadCv },
      { title: 'Training', text: 'Grow with courses and certifications.', icon: 'graduationCap', to: paths.training },
      { title: 'Career Resources', text: 'Guides, templates and interview preparation.', icon: 'book', to: paths.careerResources },
    ],
    company: [
      { title: 'Post Requirements', text: 'Tell us who you need to hire.', icon: 'fileText', to: paths.postRequirements },
      { title: 'Recruitment', text: 'See how we find, screen and place talent.', icon: 'users', to: paths.recruitment },
      { title: 'HR Solutions', text: 'Payroll, compliance and HR support for your team.', icon: 'briefcase', to: paths.hrSolutions },
      { title: 'Success Stories', text: 'Read how companies grew with Vital.', icon: 'award', to: paths.successStories },
    ],
  } satisfies Record<UserType, DashboardCard[]>,
  activityHeading: 'Recent Activity',
  activity: {
    professional: [
      { text: 'Your profile was created', when: 'Today' },
      { text: 'New roles matching your skills were published', when: 'This week' },
      { text: 'A training program in your field opened for enrollment', when: 'This month' },
    ],
    company: [
      { text: 'Your company profile was created', when: 'Today' },
      { text: 'New candidates joined in your industry', when: 'This week' },
      { text: 'A new HR compliance guide was published', when: 'This month' },
    ],
  } satisfies Record<UserType, Activity[]>,
} as const;
