import { paths } from '@vital/shared';
import { answerApi, apiPending, apiRecords, networkError, ok, renderWithProviders, reply, requestCount, screen, sentRequest } from '@vital/shared/testing';
import { Route, Routes } from '@vital/shared/router';
import { BlogPostPage } from './blog-post-page';
import { blogPostCopy } from './content/blogs';

const renderPost = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.blog} element={<BlogPostPage />} />
    </Routes>,
    { route: `/blogs/${id}` },
  );

// GET /api/blog/8 answers this post unless a test says otherwise: a video
// post whose body has three paragraphs.
const post = apiRecords.blogPosts.find(({ id }) => id === 8)!;

describe('BlogPostPage', () => {
  it('keeps one h1 and the way back while the post loads', () => {
    apiPending('/api/blog/8');
    renderPost('8');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blogPostCopy.loading);
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('shows the full post from GET /api/blog/{id}', async () => {
    renderPost('8');
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect((await sentRequest()).url).toBe('http://api.test/api/blog/8');
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
    renderPost('dummy-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring Playbook for Growing Teams' })).toBeInTheDocument();
    expect(requestCount()).toBe(0);
  });

  it.each([
    ['the server has no such post', reply(404, { success: false, message: 'Blog not found' })],
    ['the answer is empty', ok({})],
    ['the server cannot be reached', networkError],
  ])('says Blog not found, with a way back, when %s', async (_case, answer) => {
    answerApi('/api/blog/999', answer);
    renderPost('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('keeps a post that is not found out of search results, under its own title', async () => {
    answerApi('/api/blog/999', reply(404, { success: false, message: 'Blog not found' }));
    renderPost('999');
    await screen.findByRole('heading', { level: 1, name: 'Blog not found' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Blog not found | Vital');
  });

  it('lets a post that is found be indexed', async () => {
    renderPost('8');
    await screen.findByRole('heading', { level: 1, name: post.title });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
