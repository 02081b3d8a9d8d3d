import type { Service } from '../entities';

/** The three built-in services the services call falls back to. */
export const fallbackServices: Service[] = [
  {
    id: 'companies',
    key: 'companies',
    title: 'For Companies',
    description: 'Pre-screened talent, placement in 15 days or less and a 6-month replacement guarantee.',
    features: ['Pre-screened candidates', 'Placement in 15 days or less', '6-month replacement guarantee', 'Dedicated account manager'],
    route: '/for-companies',
    buttonText: 'Hire Talent',
    color: null,
    icon: null,
  },
  {
    id: 'professionals',
    key: 'professionals',
    title: 'For Professionals',
    description: 'Free job matching with companies that share your values, and coaching from recruiters who know your field.',
    features: ['Free job matching', 'CV and profile review', 'Interview preparation', 'Salary guidance'],
    route: '/for-professionals',
    buttonText: 'Explore',
    color: null,
    icon: null,
  },
  {
    id: 'training',
    key: 'training',
    title: 'Training Programs',
    description: 'Premium courses and certifications that keep your skills in demand.',
    features: ['Industry certifications', 'Mentor-led courses', 'Flexible online learning', 'Career-ready portfolios'],
    route: '/for-professionals',
    buttonText: 'Start Learning',
    color: null,
    icon: null,
  },
];
