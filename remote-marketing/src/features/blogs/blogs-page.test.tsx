import { fallbackBlogs } from '@vital/shared';
import { renderWithProviders, screen, within } from '@vital/shared/testing';
import { mockApi, ok, pending, restoreFetch } from '@vital/shared/testing';
import { BlogsPage } from './blogs-page';
import { blogsIntro } from './content/blogs';

afterEach(restoreFetch);

const posts = [
  {
    id: 7,
    title: 'Hiring for Potential',
    description: 'Skills-based hiring.',
    file_url: 'blog_files/hiring.svg',
    file_type: 'image',
    created_at: '2026-10-28T09:00:00.000Z',
  },
  {
    id: 8,
    title: 'Inside a 15-Day Placement',
    description: 'A short film.',
    file_url: 'blog_files/placement.webm',
    file_type: 'video',
    created_at: '2026-10-14T09:00:00.000Z',
  },
  { id: 9, title: 'Text Only', description: 'No media.', file_url: null, file_type: null, created_at: '2026-08-08T09:00:00.000Z' },
];

const card = (title: string) => within(screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement);

describe('BlogsPage', () => {
  it('shows the three built-in posts until the call succeeds', () => {
    mockApi({ '/api/blogs': pending });
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
    mockApi({ '/api/blogs': ok(posts) });
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
  });

  it('writes dates in the visitor’s locale', async () => {
    const toLocaleDateString = jest.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(function (this: Date) {
      return `pinned ${this.toISOString().slice(0, 10)}`;
    });
    mockApi({ '/api/blogs': ok(posts) });
    renderWithProviders(<BlogsPage />);
    expect(await screen.findByText('pinned 2026-10-28')).toBeInTheDocument();
    expect(toLocaleDateString).toHaveBeenCalledWith(undefined);
  });

  it.each([
    ['fails', { status: 500, body: { success: false, message: 'down' } }],
    ['answers an empty list', ok([])],
    ['answers without the success flag', { body: { data: posts } }],
    ['answers something that is not a list', ok({ posts })],
  ])('keeps the built-in posts when the call %s', async (_case, reply) => {
    const api = mockApi({ '/api/blogs': reply });
    renderWithProviders(<BlogsPage />);
    await screen.findByRole('heading', { level: 1, name: blogsIntro.title });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api).toHaveBeenCalled();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(fallbackBlogs.map((post) => post.title));
  });
});
