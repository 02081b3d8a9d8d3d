// SPEC §7 (answer handling of the listing calls), §8 (listing fetches never
// show errors) and §9 (the fallback blogs).
import { ApiError, createApiClient } from './api-client';
import { fallbackBlogs } from './fallbacks/fallback-blogs';
import { sampleStories, successStoriesSamples } from './fallbacks/fallback-reviews';
import { fallbackServices } from './fallbacks/fallback-services';
import { fallbackTeam } from './fallbacks/fallback-team';
import { BLOG_NOT_FOUND, getBlog } from './operations/blog';
import { getBlogs } from './operations/blogs';
import { getProjects } from './operations/projects';
import { getReviews } from './operations/reviews';
import { getServices } from './operations/services';
import { getTeams } from './operations/teams';
import { answer, fetchSequence, networkFailure, success } from './testing/fake-fetch';

const API = 'http://api.test';
const clientAnswering = (reply: Response | Error) => createApiClient(API, fetchSequence(reply));

/** Every way a listing call can fail or answer something unusable. */
const failures: Array<[string, Response | Error]> = [
  ['a network failure', networkFailure()],
  ['a 500', answer(500, { message: 'Server Error' })],
  ['a 404 HTML page', answer(404, '<html>Not Found</html>')],
  ['success: false', answer(200, { success: false, message: 'Maintenance', data: [{ id: 1, title: 'x' }] })],
  ['no success flag', answer(200, { data: [{ id: 1, title: 'x' }] })],
  ['non-list data (object)', success({ 0: { id: 1 } })],
  ['non-list data (string)', success('posts')],
  ['null data', success(null)],
  ['missing data', answer(200, { success: true })],
  ['a bare list without the envelope', answer(200, [{ id: 1, title: 'x' }])],
  ['a body that is not JSON', answer(200, 'OK')],
];

describe('fallback blogs (SPEC §9)', () => {
  it('are exactly dummy-1 to dummy-3 with the specified titles and dates', () => {
    expect(fallbackBlogs.map(({ id, title, createdAt }) => [id, title, createdAt?.slice(0, 10)])).toEqual([
      ['dummy-1', 'How to Stand Out in Competitive Job Markets', '2025-08-01'],
      ['dummy-2', 'Hiring Playbook for Growing Teams', '2025-07-20'],
      ['dummy-3', 'Top Skills Employers Want in 2025', '2025-07-05'],
    ]);
  });

  it('each has a description to show in the list', () => {
    for (const post of fallbackBlogs) expect(post.description.trim()).not.toBe('');
  });
});

describe('getBlogs (SPEC §7: empty or failing gives the three built-in posts)', () => {
  it.each([...failures, ['an empty list', success([])] as [string, Response]])('gives the fallback posts on %s', async (_, reply) => {
    await expect(getBlogs(clientAnswering(reply))).resolves.toBe(fallbackBlogs);
  });

  it('uses the real list otherwise', async () => {
    const blogs = await getBlogs(clientAnswering(success([{ id: 5, title: 'Real post', description: 'From the server' }])));
    expect(blogs).toHaveLength(1);
    expect(blogs[0]).toMatchObject({ id: '5', title: 'Real post', description: 'From the server' });
  });

  it('gives the fallback posts when every entry of the list is unusable', async () => {
    await expect(getBlogs(clientAnswering(success([null, 'x', 3])))).resolves.toBe(fallbackBlogs);
  });
});

describe('getTeams (SPEC §7: failure or non-list gives the built-in team)', () => {
  it.each(failures)('gives the built-in team on %s', async (_, reply) => {
    await expect(getTeams(clientAnswering(reply))).resolves.toBe(fallbackTeam);
  });

  it('uses an empty list as is', async () => {
    await expect(getTeams(clientAnswering(success([])))).resolves.toEqual([]);
  });

  it('uses the real team otherwise', async () => {
    const team = await getTeams(clientAnswering(success([{ name: 'Kim', role: 'Recruiter' }])));
    expect(team.map((m) => [m.name, m.role])).toEqual([['Kim', 'Recruiter']]);
  });

  it('has a built-in team with names and roles', () => {
    expect(fallbackTeam.length).toBeGreaterThanOrEqual(3);
    for (const person of fallbackTeam) {
      expect(person.name).not.toBe('');
      expect(person.role).not.toBe('');
    }
  });
});

describe('getReviews (SPEC §7: non-empty list used, else two built-in stories)', () => {
  it.each([...failures, ['an empty list', success([])] as [string, Response]])('gives the two sample stories on %s', async (_, reply) => {
    const reviews = await getReviews(clientAnswering(reply));
    expect(reviews).toBe(sampleStories);
    expect(reviews).toHaveLength(2);
  });

  it('uses a non-empty list', async () => {
    const reviews = await getReviews(clientAnswering(success([{ reviewer_name: 'Ann', review: 'Great' }])));
    expect(reviews.map((r) => r.name)).toEqual(['Ann']);
  });

  it('has six success-story samples for the Success Stories page, starting with the two sample stories', () => {
    expect(successStoriesSamples).toHaveLength(6);
    expect(successStoriesSamples.slice(0, 2)).toEqual(sampleStories);
    expect(new Set(successStoriesSamples.map((s) => s.id)).size).toBe(6);
    for (const story of successStoriesSamples) {
      expect(story.rating).toBeGreaterThanOrEqual(0);
      expect(story.rating).toBeLessThanOrEqual(5);
      expect(['professional', 'company']).toContain(story.type);
    }
  });
});

describe('getServices (SPEC §7: non-empty list used, else three built-in services)', () => {
  it.each([...failures, ['an empty list', success([])] as [string, Response]])('gives the three built-in services on %s', async (_, reply) => {
    const services = await getServices(clientAnswering(reply));
    expect(services).toBe(fallbackServices);
  });

  it('has three built-in services: companies, professionals and training', () => {
    expect(fallbackServices.map((s) => [s.key, s.route, s.buttonText])).toEqual([
      ['companies', '/for-companies', 'Hire Talent'],
      ['professionals', '/for-professionals', 'Explore'],
      ['training', '/for-professionals', 'Start Learning'],
    ]);
  });

  it('uses a non-empty list', async () => {
    const services = await getServices(clientAnswering(success([{ title: 'Payroll' }])));
    expect(services.map((s) => s.title)).toEqual(['Payroll']);
  });
});

describe('getProjects (SPEC §7: array used, else an empty list)', () => {
  it.each(failures)('gives [] on %s', async (_, reply) => {
    await expect(getProjects(clientAnswering(reply))).resolves.toEqual([]);
  });

  it('uses the list', async () => {
    const projects = await getProjects(clientAnswering(success([{ title: 'ERP' }])));
    expect(projects.map((p) => p.title)).toEqual(['ERP']);
  });
});

describe('getBlog (SPEC §7: blog object; failure "Blog not found")', () => {
  it.each(['dummy-1', 'dummy-2', 'dummy-3'])('returns the built-in post %s without calling fetch', async (id) => {
    const fetchMock = fetchSequence(networkFailure());
    const post = await getBlog(createApiClient(API, fetchMock), id);
    expect(post).toBe(fallbackBlogs.find((p) => p.id === id));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns a real post, normalised', async () => {
    const post = await getBlog(clientAnswering(success({ id: 12, title: 'Real', body: 'Text', file_url: '@blog_files/r.webm' })), '12');
    expect(post).toMatchObject({ id: '12', title: 'Real', body: 'Text', mediaUrl: 'http://api.test/storage/blog_files/r.webm', mediaType: 'video' });
  });

  it.each<[string, Response | Error]>([
    ['a 404', answer(404, { message: 'Not Found' })],
    ['a 404 without a body', answer(404)],
    ['a 500', answer(500)],
    ['a network failure', networkFailure()],
    ['data: {}', success({})],
    ['data: null', success(null)],
    ['no data', answer(200, { success: true })],
    ['data: a list', success([{ id: 1, title: 'x' }])],
    ['data: a string', success('post')],
    ['success: false', answer(200, { success: false, data: { id: 1, title: 'x' } })],
    ['a body that is not JSON', answer(200, '<html></html>')],
  ])("rejects an unknown id with 'Blog not found' on %s", async (_, reply) => {
    const outcome = getBlog(clientAnswering(reply), 'unknown-7');
    await expect(outcome).rejects.toBeInstanceOf(ApiError);
    await expect(outcome).rejects.toThrow(BLOG_NOT_FOUND);
  });
});
