// The listing calls answered from the seed, and the media served
// under /storage (blogs with image and video media, at least six team
// members with photos, at least six reviews, three services).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, rawGet, startServer, type Envelope, type TestServer } from './helpers.ts';

interface Blog {
  id: number;
  title: string;
  description: string;
  body?: string;
  file_url: string | null;
  file_type: 'image' | 'video' | null;
  created_at: string;
  updated_at: string;
}

/** The file a seeded media address points at, whatever its shape (relative, @, absolute, escaped). */
const mediaFile = (address: string, folder: 'team_photos' | 'blog_files') => {
  const match = new RegExp(`${folder}/([\\w.-]+)$`).exec(address.replaceAll('\\/', '/'));
  assert.ok(match, `${address} points into ${folder}`);
  return match[1] as string;
};

describe('content', () => {
  let server: TestServer;
  const get = <T>(path: string) => call<Envelope<T>>(server.url, path);

  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.close();
  });

  test('every listing route answers { success: true, data: [...] }', async () => {
    for (const path of ['/api/blogs', '/api/teams', '/api/reviews', '/api/services', '/api/projects']) {
      const answer = await get<unknown[]>(path);
      assert.equal(answer.status, 200, path);
      assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(answer.body.success, true, path);
      assert.equal(typeof answer.body.message, 'string');
      assert.ok(Array.isArray(answer.body.data), `${path} data is a list`);
      assert.ok(answer.body.data.length > 0, `${path} is seeded`);
    }
  });

  test('teams: at least six members, each with a photo that is served', async () => {
    const { body } = await get<Array<Record<string, unknown>>>('/api/teams');
    assert.ok(body.data.length >= 6, `${body.data.length} members`);
    for (const member of body.data) {
      assert.equal(typeof member.name, 'string');
      assert.equal(typeof member.role, 'string');
      assert.equal(typeof member.description, 'string');
      assert.ok(Array.isArray(member.expertise) && member.expertise.length > 0, 'expertise is a list');
      assert.equal(typeof member.photo_path, 'string');
      const file = mediaFile(member.photo_path as string, 'team_photos');
      const photo = await call(server.url, `/storage/team_photos/${file}`);
      assert.equal(photo.status, 200, file);
      assert.equal(photo.headers.get('content-type'), 'image/svg+xml');
      assert.match(photo.text, /^<svg/);
    }
  });

  test('reviews: at least six, of both types, with ratings 0-5 and result lists', async () => {
    const { body } = await get<Array<Record<string, unknown>>>('/api/reviews');
    assert.ok(body.data.length >= 6, `${body.data.length} reviews`);
    const types = new Set(body.data.map((r) => r.type));
    assert.deepEqual([...types].sort(), ['company', 'professional']);
    for (const review of body.data) {
      assert.equal(typeof review.reviewer_name, 'string');
      assert.equal(typeof review.review, 'string');
      assert.equal(typeof review.rating, 'number');
      assert.ok((review.rating as number) >= 0 && (review.rating as number) <= 5);
      assert.ok(Array.isArray(review.results));
    }
  });

  test('services: exactly three, keyed companies / professionals / training', async () => {
    const { body } = await get<Array<Record<string, unknown>>>('/api/services');
    assert.equal(body.data.length, 3);
    assert.deepEqual(
      body.data.map((s) => s.key),
      ['companies', 'professionals', 'training'],
    );
    for (const service of body.data) {
      assert.equal(typeof service.title, 'string');
      assert.ok(Array.isArray(service.features) && service.features.length > 0);
      assert.ok(Array.isArray(service.expertise));
    }
  });

  test('projects: a list with titles', async () => {
    const { body } = await get<Array<Record<string, unknown>>>('/api/projects');
    for (const project of body.data) assert.equal(typeof project.title, 'string');
  });

  test('blogs: newest first, images and a video, every media file served', async () => {
    const { body } = await get<Blog[]>('/api/blogs');
    const blogs = body.data;
    assert.ok(blogs.length >= 3);
    const dates = blogs.map((b) => b.created_at);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'ordered by created_at, newest first');
    const video = blogs.find((b) => b.file_type === 'video');
    assert.ok(video, 'one blog has a video');
    assert.equal(mediaFile(video.file_url as string, 'blog_files'), 'placement-in-15-days.webm');
    assert.ok(blogs.some((b) => b.file_type === 'image'));
    for (const blog of blogs) {
      assert.equal(blog.body, undefined, 'the list leaves the body out');
      if (!blog.file_url) continue;
      const file = mediaFile(blog.file_url, 'blog_files');
      const media = await fetch(`${server.url}/storage/blog_files/${file}`);
      assert.equal(media.status, 200, file);
      await media.arrayBuffer();
    }
  });

  test('blog detail by id includes the body', async () => {
    const { body: list } = await get<Blog[]>('/api/blogs');
    for (const item of list.data.slice(0, 2)) {
      const answer = await get<Blog>(`/api/blog/${item.id}`);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.success, true);
      assert.equal(answer.body.data.id, item.id);
      assert.equal(answer.body.data.title, item.title);
      assert.equal(answer.body.data.file_type, item.file_type);
      assert.equal(typeof answer.body.data.body, 'string');
      assert.ok((answer.body.data.body as string).length > 50);
    }
  });

  test('an unknown or non-numeric blog id is 404 "Blog not found"', async () => {
    for (const id of ['99999', 'abc', '0', '-1', '1.5', '1e0', '0x1', '%201', '%20', '1abc']) {
      const answer = await get(`/api/blog/${id}`);
      assert.equal(answer.status, 404, id);
      assert.deepEqual(answer.body, { success: false, message: 'Blog not found' });
    }
  });

  test('media are served with the right content type', async () => {
    const video = await fetch(`${server.url}/storage/blog_files/placement-in-15-days.webm`);
    assert.equal(video.status, 200);
    assert.equal(video.headers.get('content-type'), 'video/webm');
    assert.equal(video.headers.get('cross-origin-resource-policy'), 'cross-origin');
    const bytes = new Uint8Array(await video.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'a WebM (EBML) file');

    const photo = await fetch(`${server.url}/storage/team_photos/sarah-mitchell.svg`);
    assert.equal(photo.status, 200);
    assert.equal(photo.headers.get('content-type'), 'image/svg+xml');
    await photo.arrayBuffer();

    const missing = await call(server.url, '/storage/team_photos/nobody.svg');
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { success: false, message: 'Not found.' });
  });

  test('path traversal under /storage leaks no file', async () => {
    const attempts = [
      '/storage/../package.json',
      '/storage/../src/config.ts',
      '/storage/team_photos/../../package.json',
      '/storage/%2e%2e/package.json',
      '/storage/%2e%2e%2fpackage.json',
      '/storage/..%2fpackage.json',
      '/storage/..%2f..%2fportal-api%2fpackage.json',
      '/storage/team_photos/%2e%2e%2f%2e%2e%2fsrc%2fconfig.ts',
      '/storage/%252e%252e%252fpackage.json',
      '/storage/..%5cpackage.json',
      '/storage/....//package.json',
      '/storage//etc/passwd',
      '/storage/%2fetc%2fpasswd',
      '/storage/%00../package.json',
      '/storage/team_photos/..%00/package.json',
    ];
    for (const attempt of attempts) {
      const answer = await rawGet(server.port, attempt);
      assert.ok(answer.status >= 400 && answer.status < 500, `${attempt} → ${answer.status}`);
      assert.match(answer.contentType, /^application\/json/, attempt);
      const body = JSON.parse(answer.text) as Envelope;
      assert.equal(body.success, false, attempt);
      for (const secret of ['@vital/portal-api', 'readConfig', 'root:', 'dependencies']) {
        assert.ok(!answer.text.includes(secret), `${attempt} leaked ${secret}`);
      }
      assert.doesNotMatch(body.message, /\/|\\|\.json|\.ts/, `${attempt}: message names no path`);
      assert.doesNotMatch(body.message, /JSON/, `${attempt}: not blamed on a request body`);
    }
  });

  test('the portal stand-in pages answer HTML, escaping the requested path', async () => {
    const root = await fetch(`${server.url}/portal`, { redirect: 'manual' });
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/portal/login');
    const page = await call(server.url, '/portal/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.ok(!page.text.includes('<script>'));
    assert.ok(page.text.includes('&lt;script&gt;'));
    // No other site may frame them (a click-jacking page over the portal's Login).
    assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
  });
});
