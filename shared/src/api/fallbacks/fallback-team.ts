import type { TeamMember } from '../entities';

/** Shown when the team call fails or answers something that is not a list. */
export const fallbackTeam: TeamMember[] = [
  {
    id: 'sample-1',
    name: 'Sarah Mitchell',
    role: 'Chief Executive Officer',
    description: 'Founded Vital in 2019 to make recruitment ethical, transparent and fast.',
    experience: '15+ years',
    expertise: ['Leadership', 'Talent Strategy'],
    photoUrl: null,
    linkedin: null,
    email: null,
  },
  {
    id: 'sample-2',
    name: 'David Chen',
    role: 'Head of Technology Recruitment',
    description: 'Builds engineering and data teams for scale-ups and enterprises.',
    experience: '12+ years',
    expertise: ['IT & Technology', 'Technical Assessment'],
    photoUrl: null,
    linkedin: null,
    email: null,
  },
  {
    id: 'sample-3',
    name: 'Amara Okafor',
    role: 'Director of Healthcare Staffing',
    description: 'Places clinicians and care managers with hospitals that put patients first.',
    experience: '10+ years',
    expertise: ['Healthcare', 'Compliance'],
    photoUrl: null,
    linkedin: null,
    email: null,
  },
  {
    id: 'sample-4',
    name: 'James Rodriguez',
    role: 'HR Solutions Lead',
    description: 'Designs HR operations and payroll programs for growing companies.',
    experience: '9+ years',
    expertise: ['HR Consulting', 'Payroll'],
    photoUrl: null,
    linkedin: null,
    email: null,
  },
];
