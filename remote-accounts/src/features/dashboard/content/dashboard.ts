import type { UserType } from '@vital/shared';

export const dashboardCopy = {
  eyebrow: 'Dashboard',
  greeting: (name: string) => `Welcome back, ${name}`,
  userTypeLabel: { professional: 'Professional account', company: 'Company account' } satisfies Record<UserType, string>,
  signOut: 'Sign Out',
} as const;
