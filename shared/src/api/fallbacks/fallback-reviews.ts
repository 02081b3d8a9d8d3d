import type { Review } from '../entities';

const story = (id: string, fields: Partial<Review> & Pick<Review, 'type' | 'name' | 'text'>): Review => ({
  id,
  rating: 5,
  imageUrl: null,
  title: null,
  results: [],
  companyName: null,
  industry: null,
  profession: null,
  position: null,
  previousRole: null,
  avatar: null,
  ...fields,
});

/** The two built-in stories used when the reviews call gives nothing usable. */
export const sampleStories: Review[] = [
  story('sample-story-1', {
    type: 'professional',
    name: 'Maria Santos',
    title: 'From staff nurse to ward manager',
    text: 'Vital understood what I wanted from my next role. Two weeks after my first call I had an offer as ward manager.',
    results: ['Promoted to ward manager', 'Offer in 14 days'],
    industry: 'Healthcare',
    position: 'Ward Manager',
    previousRole: 'Staff Nurse',
  }),
  story('sample-story-2', {
    type: 'company',
    name: 'Daniel Brooks',
    title: 'A complete data team in six weeks',
    text: 'We needed five data engineers at once. Vital sent a shortlist in three days and every hire is still with us.',
    results: ['5 engineers hired in 6 weeks', '100% retention after 12 months'],
    industry: 'IT & Technology',
    position: 'CTO',
    companyName: 'Northwind Analytics',
  }),
];

/** The Success Stories page shows six built-in stories when the reviews call fails. */
export const successStoriesSamples: Review[] = [
  ...sampleStories,
  story('sample-story-3', {
    type: 'professional',
    name: 'Ahmed Hassan',
    title: 'A career change that worked',
    text: 'I moved from teaching into instructional design with the help of the training program and my recruiter.',
    rating: 4.5,
    results: ['Career change in 3 months', 'Certified in learning design'],
    industry: 'Education',
    position: 'Learning Designer',
    previousRole: 'Teacher',
  }),
  story('sample-story-4', {
    type: 'company',
    name: 'Linda Johansson',
    title: 'Hiring costs down by a third',
    text: 'Their HR solutions team rebuilt our onboarding and recruitment process. We hire faster and spend less.',
    results: ['32% lower cost per hire', 'Time-to-hire from 45 to 18 days'],
    industry: 'Manufacturing',
    position: 'HR Director',
    companyName: 'Nordic Components',
  }),
  story('sample-story-5', {
    type: 'professional',
    name: 'Kenji Watanabe',
    title: 'Matched with a team that fits',
    text: 'Three interviews with companies that matched my skills, and a role I love. No spam, no pressure.',
    results: ['Salary up 22%', 'Hired in 12 days'],
    industry: 'Finance & Banking',
    position: 'Senior Financial Analyst',
    previousRole: 'Financial Analyst',
  }),
  story('sample-story-6', {
    type: 'company',
    name: 'Grace Adeyemi',
    title: 'A partner, not a supplier',
    text: 'When one hire did not work out, Vital replaced them within the guarantee at no cost.',
    rating: 4.5,
    results: ['12 clinical roles filled', 'Replacement within guarantee'],
    industry: 'Healthcare',
    position: 'Operations Director',
    companyName: 'CarePoint Clinics',
  }),
];
