import styled from '@emotion/styled';
import {
  Badge,
  BLOG_NOT_FOUND,
  ButtonLink,
  Container,
  Icon,
  mq,
  PageIntro,
  useBlog,
  usePageMeta,
  VisuallyHidden,
  type Blog,
} from '@vital/shared';
import { Link, useParams } from '@vital/shared/router';
import { useBlogDate } from './blog-date';
import { BlogMedia } from './blog-media';
import { blogMediaCopy, blogPostCopy, type BlogPostCopy } from './content/blogs';

const Article = styled.article(({ theme }) => ({
  paddingBlock: theme.space[10],
  [mq.md]: { paddingBlock: theme.space[16] },
}));

const Narrow = styled(Container)({ maxWidth: '50rem' });

const Back = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: '2.75rem',
  fontWeight: theme.fontWeights.semibold,
  textUnderlineOffset: '0.2em',
  svg: { transform: 'scaleX(-1)' },
}));

const Meta = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
  marginTop: theme.space[6],
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const Title = styled.h1(({ theme }) => ({
  marginTop: theme.space[3],
  fontSize: theme.fontSizes['3xl'],
  [mq.md]: { fontSize: theme.fontSizes['5xl'] },
}));

const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space[4],
  fontSize: theme.fontSizes.xl,
  color: theme.colors.textMuted,
}));

const Media = styled.div(({ theme }) => ({ marginTop: theme.space[8] }));

const Body = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
  marginTop: theme.space[8],
  fontSize: theme.fontSizes.lg,
}));

/** A post is taller than the screen: the footer starts below it while the post loads, so nothing jumps. */
const Pending = styled(Article)({ minHeight: '100vh' });

const Skeleton = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  marginTop: theme.space[6],
  span: { display: 'block', height: '1.25rem', borderRadius: theme.radii.sm, background: theme.colors.surfaceMuted },
  'span:first-of-type': { height: '3rem', width: '80%' },
  'span:nth-of-type(2)': { aspectRatio: '16 / 9', height: 'auto' },
}));

/** The full text is stored as paragraphs separated by blank lines. */
const paragraphsOf = (body: string | null) => (body ? body.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean) : []);

function BackLink({ copy }: { copy: BlogPostCopy }) {
  return (
    <Back to={copy.back.to}>
      <Icon name="arrowRight" size={18} />
      {copy.back.label}
    </Back>
  );
}

function Post({ post, copy }: { post: Blog; copy: BlogPostCopy }) {
  const created = useBlogDate(post.createdAt);
  const updated = useBlogDate(post.updatedAt !== post.createdAt ? post.updatedAt : null);
  return (
    <Article>
      <Narrow>
        <BackLink copy={copy} />
        <Meta>
          <Badge>{copy.postBadge}</Badge>
          {created && post.createdAt && <time dateTime={post.createdAt}>{created}</time>}
          {updated && post.updatedAt && <time dateTime={post.updatedAt}>{copy.updated(updated)}</time>}
        </Meta>
        <Title>{post.title}</Title>
        {post.description && <Lead>{post.description}</Lead>}
        {post.mediaUrl && (
          <Media>
            <BlogMedia post={post} copy={blogMediaCopy} />
          </Media>
        )}
        <Body>
          {paragraphsOf(post.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Body>
      </Narrow>
    </Article>
  );
}

/** `/blogs/:id`: one post in full, from `GET /api/blog/{id}` (the built-in posts resolve locally). */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const { blog, error } = useBlog(id);
  const copy = blogPostCopy;
  // The post's own title and summary name the page (findability). A post that is not found is kept
  // out of search results; the page server also answers it 404 when the API says it does not exist.
  usePageMeta(
    error
      ? { title: BLOG_NOT_FOUND, description: copy.notFoundLead, noIndex: true }
      : blog
        ? { title: blog.title, description: blog.description || blog.title }
        : null,
  );
  if (error) {
    return (
      <PageIntro
        title={BLOG_NOT_FOUND}
        lead={copy.notFoundLead}
        actions={
          <ButtonLink to={copy.back.to} size="lg">
            {copy.back.label}
          </ButtonLink>
        }
      />
    );
  }
  if (!blog) {
    return (
      <Pending as="div" aria-busy="true">
        <Narrow>
          <BackLink copy={copy} />
          <h1>
            <VisuallyHidden>{copy.loading}</VisuallyHidden>
          </h1>
          <Skeleton aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
          </Skeleton>
        </Narrow>
      </Pending>
    );
  }
  return <Post post={blog} copy={copy} />;
}
