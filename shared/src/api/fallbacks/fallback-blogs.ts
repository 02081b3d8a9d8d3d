import type { Blog } from '../entities';

const post = (id: string, title: string, date: string, description: string, body: string): Blog => ({
  id,
  title,
  description,
  body,
  mediaUrl: null,
  mediaType: null,
  createdAt: `${date}T09:00:00.000Z`,
  updatedAt: `${date}T09:00:00.000Z`,
});

/** The three built-in posts shown until the blogs call succeeds, or when it fails. */
export const fallbackBlogs: Blog[] = [
  post(
    'dummy-1',
    'How to Stand Out in Competitive Job Markets',
    '2025-08-01',
    'Practical ways to make your profile, CV and interviews memorable when every role draws hundreds of applicants.',
    'Tailor your CV to each role, lead with outcomes rather than duties, and prepare two or three short stories that show how you solve problems. Recruiters remember evidence, not adjectives.',
  ),
  post(
    'dummy-2',
    'Hiring Playbook for Growing Teams',
    '2025-07-20',
    'A step-by-step approach to hiring well while your company scales: from the first brief to onboarding.',
    'Write the brief around outcomes, agree the interview plan before the first candidate, and give feedback within 24 hours. A consistent process is faster and fairer.',
  ),
  post(
    'dummy-3',
    'Top Skills Employers Want in 2025',
    '2025-07-05',
    'The technical and human skills hiring managers ask us for most this year, and how to build them.',
    'Data literacy, cloud and security skills lead the technical list; communication, adaptability and collaboration lead the human one. Certifications help prove both.',
  ),
];
