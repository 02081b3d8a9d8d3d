// User journey: a visitor browses the blog, watches the video post, reads a
// post in full and finds the way back from a post that does not exist.
// When the server misbehaves, its answers are given at the network boundary
// for the test's page only (answerListing).
import { type Page } from '@playwright/test';
import { answerListing, collectPageErrors, e2eUrls, expect, expectNoAxeViolations, revealAll, test, viewports, watchConsole } from '@vital/shared/e2e';
import { cardOf, h1, hasLoaded } from './page-helpers';

/** The local portal API's posts, newest first. */
const POSTS = [
  { id: 1, title: 'Hiring for Potential: A Playbook for 2026', media: 'image', created: '2026-10-28T09:00:00.000Z' },
  { id: 2, title: 'Inside a 15-Day Placement', media: 'video', created: '2026-10-14T09:00:00.000Z' },
  { id: 3, title: 'Five Interview Questions That Predict Performance', media: 'image', created: '2026-09-30T09:00:00.000Z' },
  { id: 4, title: 'Remote Contracts: What Professionals Should Check', media: 'image', created: '2026-09-12T09:00:00.000Z' },
  { id: 5, title: 'Why Ethical Recruitment Pays Off', media: 'image', created: '2026-08-25T09:00:00.000Z' },
  { id: 6, title: 'Certifications That Matter in Healthcare', media: null, created: '2026-08-08T09:00:00.000Z' },
] as const;

const FALLBACK_TITLES = [
  'How to Stand Out in Competitive Job Markets',
  'Hiring Playbook for Growing Teams',
  'Top Skills Employers Want in 2025',
] as const;

const postList = (page: Page) => page.getByRole('list', { name: 'Blog posts' });

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`blogs at ${viewport.width} px (${size})`, () => {
    test.use({ viewport });

    test('lists every post with its media, badge, date, title, description and link', async ({ page }) => {
      // Scrolls through the page and waits for every image: slow on a busy two-core machine.
      test.slow();
      const errors = collectPageErrors(page);
      await page.goto('/blogs');
      await expect(h1(page)).toHaveText('Blogs');
      const list = postList(page);
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(POSTS.map((post) => post.title));
      await expect(list.getByText('Blog Post', { exact: true })).toHaveCount(POSTS.length);

      for (const post of POSTS) {
        const card = cardOf(list, post.title, 2);
        await expect(card.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/blogs/${post.id}`);
        await expect(card.locator('time')).toHaveAttribute('datetime', post.created);
        await expect(card.getByText('Image', { exact: true })).toHaveCount(post.media === 'image' ? 1 : 0);
        await expect(card.getByText('Video', { exact: true })).toHaveCount(post.media === 'video' ? 1 : 0);
      }

      await revealAll(page);
      // Each image path shape the portal sends (relative, @-prefixed, absolute, escaped) resolves to a real file.
      for (const post of POSTS.filter((p) => p.media === 'image')) {
        const image = cardOf(list, post.title, 2).getByRole('img');
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => hasLoaded(image), { message: `image of “${post.title}” loads` }).toBe(true);
        await expect(image).toHaveAttribute('width', '1200');
        await expect(image).toHaveAttribute('height', '675');
      }
      await expect(cardOf(list, POSTS[0].title, 2).getByRole('img')).toHaveAttribute('loading', 'eager');
      await expect(cardOf(list, POSTS[2].title, 2).getByRole('img')).toHaveAttribute('loading', 'lazy');
      expect(errors).toEqual([]);
    });

    test('the video post plays with controls from one of its three sources', async ({ page }) => {
      await page.goto('/blogs');
      const card = cardOf(postList(page), 'Inside a 15-Day Placement', 2);
      const video = card.locator('video');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAccessibleName('Video: Inside a 15-Day Placement');
      await expect(video.locator('source')).toHaveCount(3);
      expect(await video.locator('source').evaluateAll((sources) => sources.map((s) => s.getAttribute('type')).sort())).toEqual([
        'video/mp4',
        'video/ogg',
        'video/webm',
      ]);
      await expect(video).toContainText('Your browser does not support the video tag.');
      await video.scrollIntoViewIfNeeded();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => ({ error: element.error?.code ?? null, ready: element.readyState >= 1 })))
        .toEqual({ error: null, ready: true });
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/\/storage\/blog_files\/placement-in-15-days\.webm$/);
    });

    test('a post without media keeps its text and link together, and the video’s picture stays clear of its controls', async ({ page }) => {
      await page.goto('/blogs');
      const textOnly = cardOf(postList(page), 'Certifications That Matter in Healthcare', 2);
      await textOnly.scrollIntoViewIfNeeded();
      const description = await textOnly.getByText(/^Which certifications hiring managers/).boundingBox();
      const readPost = await textOnly.getByRole('link', { name: /^Read Post/ }).boundingBox();
      expect(readPost!.y - (description!.y + description!.height), 'the space between its description and Read Post').toBeLessThan(32);

      // The picture sits at the top of the player; the native controls take the band beneath it.
      const video = cardOf(postList(page), 'Inside a 15-Day Placement', 2).locator('video');
      await video.scrollIntoViewIfNeeded();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 1)).toBe(true);
      const layout = await video.evaluate((element: HTMLVideoElement) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return { below: box.height - (box.width * element.videoHeight) / element.videoWidth, fit: style.objectFit, position: style.objectPosition };
      });
      expect(layout.fit).toBe('contain');
      expect(layout.position).toBe('50% 0%');
      // Chromium's control bar is 48 px high.
      expect(layout.below, 'room under the picture for the controls').toBeGreaterThanOrEqual(48);
    });

    test('a post opens in full and leads back to the list', async ({ page }) => {
      // axe on a full page takes a while on a busy two-core machine.
      test.slow();
      await page.goto('/blogs');
      await cardOf(postList(page), 'Inside a 15-Day Placement', 2).getByRole('link', { name: /^Read Post/ }).click();
      await expect(page).toHaveURL('/blogs/2');
      await expect(h1(page)).toHaveText('Inside a 15-Day Placement');
      const main = page.getByRole('main');
      await expect(main.getByText('Every placement is covered by our 6-month replacement guarantee.')).toBeVisible();
      await expect(main.locator('video source')).toHaveCount(3);
      await expect(main.getByText('Blog Post', { exact: true })).toBeVisible();
      await revealAll(page);
      await expectNoAxeViolations(page);

      await main.getByRole('link', { name: 'Back to Blogs' }).click();
      await expect(page).toHaveURL('/blogs');
      await expect(h1(page)).toHaveText('Blogs');
    });

    test('a post that does not exist says Blog not found, with a way back', async ({ page }) => {
      // axe on a full page takes a while on a busy two-core machine.
      test.slow();
      const response = await page.goto('/blogs/999');
      // The page server asked the API, which has no such post.
      expect(response?.status()).toBe(404);
      await expect(h1(page)).toHaveText('Blog not found');
      await expectNoAxeViolations(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle('Blog not found | Vital');
      await page.getByRole('main').getByRole('link', { name: 'Back to Blogs' }).click();
      await expect(page).toHaveURL('/blogs');
      await expect(h1(page)).toHaveText('Blogs');
      // The list is a page to index again.
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  });
}

test.describe('blogs in the visitor’s locale', () => {
  test.use({ viewport: viewports.desktop, locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('dates are written the German way for a German browser, and the page hydrates without a mismatch', async ({ page }) => {
    // The server knows neither the visitor's locale nor their time zone: its HTML has the date as
    // written, and the German one follows once the page is live (a difference React would report).
    const problems = watchConsole(page);
    await page.goto('/blogs');
    const card = cardOf(postList(page), POSTS[0].title, 2);
    await expect(card.locator('time')).toHaveText('28.10.2026');
    await page.goto(`/blogs/${POSTS[0].id}`);
    await expect(page.getByRole('main').locator('time').first()).toHaveText('28.10.2026');
    expect(problems).toEqual([]);
  });
});

test.describe('blogs when the server misbehaves', () => {
  test.use({ viewport: viewports.mobile });

  test('a broken image is replaced by Image Not Available', async ({ page, request }) => {
    // axe on a full page takes a while on a busy two-core machine.
    test.slow();
    const broken = {
      id: 41,
      title: 'A Post Whose Image Is Gone',
      description: 'The file was deleted from the storage.',
      file_url: 'blog_files/deleted-image.svg',
      file_type: 'image',
      created_at: '2026-11-01T09:00:00.000Z',
      updated_at: '2026-11-01T09:00:00.000Z',
    };
    const missing = await request.get(`${e2eUrls.api}/storage/blog_files/deleted-image.svg`);
    expect(missing.status(), 'the file really is missing from the storage').toBe(404);
    await answerListing(page, 'blogs', { kind: 'body', body: { success: true, data: [broken] } });
    await page.goto('/blogs');
    const card = cardOf(postList(page), broken.title, 2);
    await expect(card.getByText('Image Not Available')).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
    await expect(card.getByText('Image', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a failing blogs call leaves the three built-in posts, which open locally', async ({ page }) => {
    await answerListing(page, 'blogs', { kind: 'error' });
    await page.goto('/blogs');
    await expect(postList(page).getByRole('heading', { level: 2 })).toHaveText(FALLBACK_TITLES);
    await postList(page).getByRole('link', { name: FALLBACK_TITLES[1], exact: true }).click();
    await expect(page).toHaveURL('/blogs/dummy-2');
    await expect(h1(page)).toHaveText(FALLBACK_TITLES[1]);
  });

  test('a failing post call says Blog not found', async ({ page }) => {
    await answerListing(page, 'blog/1', { kind: 'error' });
    const response = await page.goto('/blogs/1');
    // The post exists: the page server sends it as found; only the browser's call failed.
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText('Blog not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });
});
