import { fallbackBlogs } from '@vital/shared';
import { answerApi, apiPending, apiRecords, ok, renderWithProviders, reply, requestCount, screen, within } from '@vital/shared/testing';
import { BlogsPage } from './blogs-page';
import { blogsIntro } from './content/blogs';

// Unless a test says otherwise, GET /api/blogs answers apiRecords.blogs: an
// image post (7), a video post (8) and a text-only post (9).
const posts = apiRecords.blogs;

const card = (title: string) => within(screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement);

describe('BlogsPage', () => {
  it('shows the three built-in posts until the call succeeds', () => {
    apiPending('/api/blogs');
    renderWithProviders(<BlogsPage />);
    expect(screen.getByRole('heading', { level: 1, name: blogsIntro.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How to Stand Out in Competitive Job Markets',
      'Hiring Playbook for Growing Teams',
      'Top Skills Employers Want in 2025',
    ]);
    const first = card('How to Stand Out in Competitive Job Markets');
    expect(first.getByText('Blog Post')).toBeInTheDocument();
    expect(first.getByText(new Date('2025-08-01T09:00:00.000Z').toLocaleDateString())).toHaveAttribute(
      'datetime',
      '2025-08-01T09:00:00.000Z',
    );
    expect(first.getByRole('link', { name: 'How to Stand Out in Competitive Job Markets' })).toHaveAttribute('href', '/blogs/dummy-1');
  });

  it('shows the posts from the call with their media, badge, local date, title, description and link', async () => {
    renderWithProviders(<BlogsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hiring for Potential' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const image = card('Hiring for Potential');
    expect(image.getByRole('img')).toHaveAttribute('src', 'http://api.test/storage/blog_files/hiring.svg');
    expect(image.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(image.getByText('Image')).toBeInTheDocument();
    expect(image.getByText('Blog Post')).toBeInTheDocument();
    expect(image.getByText(new Date('2026-10-28T09:00:00.000Z').toLocaleDateString())).toBeInTheDocument();
    expect(image.getByText('Skills-based hiring.')).toBeInTheDocument();
    expect(image.getByRole('link', { name: 'Read Post about Hiring for Potential' })).toHaveAttribute('href', '/blogs/7');

    const video = card('Inside a 15-Day Placement');
    expect(video.getByText('Video')).toBeInTheDocument();
    expect(video.getByText('Your browser does not support the video tag.')).toBeInTheDocument();

    const text = card('Text Only');
    expect(text.queryByRole('img')).not.toBeInTheDocument();
    expect(text.queryByText('Video')).not.toBeInTheDocument();
    expect(text.queryByText('Image')).not.toBeInTheDocument();
    // In the place of media, a plain cover, so the card keeps the shape of those beside it; unseen by screen readers.
    const cover = screen.getByRole('heading', { level: 2, name: 'Text Only' }).closest('article')?.firstElementChild;
    expect(cover).toHaveAttribute('aria-hidden', 'true');
    expect(cover?.querySelector('svg')).toBeInTheDocument();
  });

  it.each([
    ['fails', reply(500, { success: false, message: 'down' })],
    ['answers an empty list', ok([])],
    ['answers without the success flag', reply(200, { data: posts })],
    ['answers something that is not a list', ok({ posts })],
  ])('keeps the built-in posts when the call %s', async (_case, answer) => {
    answerApi('/api/blogs', answer);
    renderWithProviders(<BlogsPage />);
    await screen.findByRole('heading', { level: 1, name: blogsIntro.title });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestCount()).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(fallbackBlogs.map((post) => post.title));
  });
});
