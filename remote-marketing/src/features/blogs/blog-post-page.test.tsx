import { paths } from '@vital/shared';
import { renderWithProviders, screen } from '@vital/shared/testing';
import { Route, Routes } from '@vital/shared/router';
import { mockApi, offline, ok, pending, restoreFetch } from '@vital/shared/testing';
import { BlogPostPage } from './blog-post-page';
import { blogPostCopy } from './content/blogs';

afterEach(restoreFetch);

const renderPost = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.blog} element={<BlogPostPage />} />
    </Routes>,
    { route: `/blogs/${id}` },
  );

const post = {
  id: 8,
  title: 'Inside a 15-Day Placement',
  description: 'A short film of how a brief becomes a signed offer.',
  body: 'Day 1 is the brief.\n\nInterviews run in days 4 to 10.\n\n\nEvery placement is guaranteed.',
  file_url: 'blog_files/placement.webm',
  file_type: 'video',
  created_at: '2026-10-14T09:00:00.000Z',
  updated_at: '2026-10-14T09:00:00.000Z',
};

describe('BlogPostPage', () => {
  it('keeps one h1 and the way back while the post loads', () => {
    mockApi({ '/api/blog/8': pending });
    renderPost('8');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blogPostCopy.loading);
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('shows the full post from GET /api/blog/{id}', async () => {
    const api = mockApi({ '/api/blog/8': ok(post) });
    renderPost('8');
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(String(api.mock.calls[0]?.[0])).toBe('http://api.test/api/blog/8');
    expect(screen.getByText(post.description)).toBeInTheDocument();
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(
      expect.arrayContaining(['Day 1 is the brief.', 'Interviews run in days 4 to 10.', 'Every placement is guaranteed.']),
    );
    expect(screen.getByText('Blog Post')).toBeInTheDocument();
    expect(screen.getByText(new Date(post.created_at).toLocaleDateString())).toBeInTheDocument();
    expect(screen.getByText('Video')).toBeInTheDocument();
    expect(screen.getByLabelText(`Video: ${post.title}`).tagName).toBe('VIDEO');
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('reads a built-in post without calling the server', async () => {
    const api = mockApi({});
    renderPost('dummy-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring Playbook for Growing Teams' })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it.each([
    ['the server has no such post', { status: 404, body: { success: false, message: 'Blog not found' } }],
    ['the answer is empty', ok({})],
    ['the server cannot be reached', offline()],
  ])('says Blog not found, with a way back, when %s', async (_case, reply) => {
    mockApi({ '/api/blog/999': reply });
    renderPost('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('keeps a post that is not found out of search results, under its own title', async () => {
    mockApi({ '/api/blog/999': { status: 404, body: { success: false, message: 'Blog not found' } } });
    renderPost('999');
    await screen.findByRole('heading', { level: 1, name: 'Blog not found' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Blog not found | Vital');
  });

  it('lets a post that is found be indexed', async () => {
    mockApi({ '/api/blog/8': ok(post) });
    renderPost('8');
    await screen.findByRole('heading', { level: 1, name: post.title });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
