// The portal API as tests see it: a happy-path answer for every call the site
// makes, in the portal's `{ success, message, data }` envelope and
// with the records the real API sends (snake_case fields, media under
// storage/). Only `msw` itself is imported here, so the same handlers could
// serve `msw/browser`; the Node server and the per-test helpers are in
// ./network. Tests change one call at a time with `server.use(...)`.
import { http, HttpResponse } from 'msw';

/** The `apiBase` (and, under /chat, the chatbot) of `createTestConfig()`. */
export const TEST_API_BASE = 'http://api.test';

/** The full address of an API path, e.g. `apiUrl('/api/teams')`. */
export const apiUrl = (path: string) => `${TEST_API_BASE}${path}`;

/** A successful answer's body: `{ success: true, data }`, with the message when one is given. */
export const envelope = (data: unknown, message?: string) =>
  message === undefined ? { success: true, data } : { success: true, message, data };

const blogPosts = [
  {
    id: 7,
    title: 'Hiring for Potential',
    description: 'Skills-based hiring.',
    body: 'Skills travel further than titles.',
    file_url: 'blog_files/hiring.svg',
    file_type: 'image',
    created_at: '2026-10-28T09:00:00.000Z',
    updated_at: '2026-10-28T09:00:00.000Z',
  },
  {
    id: 8,
    title: 'Inside a 15-Day Placement',
    description: 'A short film of how a brief becomes a signed offer.',
    body: 'Day 1 is the brief.\n\nInterviews run in days 4 to 10.\n\n\nEvery placement is guaranteed.',
    file_url: 'blog_files/placement.webm',
    file_type: 'video',
    created_at: '2026-10-14T09:00:00.000Z',
    updated_at: '2026-10-14T09:00:00.000Z',
  },
  {
    id: 9,
    title: 'Text Only',
    description: 'No media.',
    body: 'Words only.',
    file_url: null,
    file_type: null,
    created_at: '2026-08-08T09:00:00.000Z',
    updated_at: '2026-08-08T09:00:00.000Z',
  },
];

/** The records the default handlers answer with, as the portal API sends them. */
export const apiRecords = {
  /** GET /api/blog/{id} answers one of these, with its body; GET /api/blogs lists them without. */
  blogPosts,
  blogs: blogPosts.map(({ body: _body, ...listed }) => listed),
  team: Array.from({ length: 8 }, (_, index) => ({
    id: index + 1,
    name: `Person ${index + 1}`,
    role: `Role ${index + 1}`,
    description: `Description ${index + 1}`,
    experience: `${index + 5}+ years`,
    expertise: ['Hiring', `Skill ${index + 1}`],
    photo_path: `team_photos/person-${index + 1}.svg`,
    linkedin: `https://www.linkedin.com/in/person-${index + 1}`,
    email: `person${index + 1}@vital.example`,
  })),
  reviews: [
    { id: 1, type: 'professional', reviewer_name: 'Maria Santos', review: 'Great.', rating: 5, title: 'Ward manager', results: ['Hired in 12 days'] },
    { id: 2, type: 'company', reviewer_name: 'Daniel Brooks', review: 'Fast.', rating: 5, title: 'Data team', results: ['Six hires in six weeks'] },
    { id: 3, type: 'company', reviewer_name: 'Rebecca Stone', review: 'Smooth.', rating: 4, title: 'Seasonal hiring', results: [] },
    { id: 4, type: 'professional', reviewer_name: 'Lucas Moreau', review: 'Licensed.', rating: 5, title: 'Licensed and hired', results: [] },
  ],
  services: [
    {
      id: 1,
      key: 'companies',
      title: 'For Companies',
      description: 'Hire.',
      features: ['Shortlists in 48 hours', 'Placement guarantee'],
      expertise: ['Technology'],
      route: '/for-companies',
      buttonText: 'Hire Talent',
    },
    { id: 2, key: 'payroll', title: 'Payroll', description: 'Pay people.', features: [], expertise: ['Tax', 'Benefits'], route: '/hr-solutions', buttonText: 'See Payroll' },
  ],
  /** Who POST /api/signin signs in (with the email and user type that were sent). */
  user: { id: '12', email: 'ada@example.com', name: 'Ada Lovelace', userType: 'professional' },
};

/** A JSON body sent to a POST call, or an empty record when it is not JSON. */
async function jsonOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The happy path of every call of the portal API and of its chatbot:
 * what `server` answers unless a test says otherwise.
 */
export const handlers = [
  http.get(apiUrl('/api/blogs'), () => HttpResponse.json(envelope(apiRecords.blogs))),
  http.get(apiUrl('/api/blog/:id'), ({ params }) => {
    const post = apiRecords.blogPosts.find(({ id }) => String(id) === params.id);
    return post ? HttpResponse.json(envelope(post)) : HttpResponse.json({ success: false, message: 'Blog not found' }, { status: 404 });
  }),
  http.get(apiUrl('/api/teams'), () => HttpResponse.json(envelope(apiRecords.team))),
  http.get(apiUrl('/api/reviews'), () => HttpResponse.json(envelope(apiRecords.reviews))),
  http.get(apiUrl('/api/services'), () => HttpResponse.json(envelope(apiRecords.services))),

  http.post(apiUrl('/api/signin'), async ({ request }) => {
    const { email, userType } = await jsonOf(request);
    return HttpResponse.json(
      envelope({ ...apiRecords.user, email: text(email) ?? apiRecords.user.email, userType: userType === 'company' ? 'company' : 'professional' }, 'Signed in successfully.'),
    );
  }),
  http.post(apiUrl('/api/signup/professional'), async ({ request }) => {
    const { email, first_name, last_name } = await jsonOf(request);
    const name = [text(first_name), text(last_name)].filter(Boolean).join(' ');
    return HttpResponse.json(envelope({ id: '7', email, name, userType: 'professional' }, 'Account created successfully.'), { status: 201 });
  }),
  http.post(apiUrl('/api/signup/company'), async ({ request }) => {
    const { email, name } = await jsonOf(request);
    const address = text(email) ?? '';
    return HttpResponse.json(
      envelope({ id: '8', email: address, name: text(name) ?? address.split('@')[0], userType: 'company' }, 'Account created successfully.'),
      { status: 201 },
    );
  }),
  http.post(apiUrl('/api/contact-us'), () => HttpResponse.json(envelope({ id: 1 }, 'Your message has been received.'), { status: 201 })),
  http.post(apiUrl('/api/newsletter'), async ({ request }) => {
    const { email } = await jsonOf(request);
    return HttpResponse.json(envelope({ email }, 'Thank you for subscribing!'), { status: 201 });
  }),

  // The chatbot: GET with the question in `query`, the answer in `response`.
  http.get(apiUrl('/chat'), () => HttpResponse.json({ response: 'Job matching is free for professionals.' })),
];
