import styled from '@emotion/styled';
import { Badge, blogPath, Card, Icon, VisuallyHidden, type Blog } from '@vital/shared';
import { Link } from '@vital/shared/router';
import { useBlogDate } from './blog-date';
import { BlogCover, BlogMedia } from './blog-media';
import type { BlogListCopy, BlogMediaCopy } from './content/blogs';

/** Media, meta, title, description and link: rows the list shares across the cards of a row (CardGrid's alignedRows). */
export const BLOG_CARD_ROWS = 5;

const Meta = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const Title = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.xl,
  a: { color: 'inherit', textDecoration: 'none', textUnderlineOffset: '0.2em' },
  'a:hover': { textDecoration: 'underline' },
}));

// The last of the card's rows (BLOG_CARD_ROWS), with or without a description before it.
const ReadMore = styled(Link)(({ theme }) => ({
  gridRow: BLOG_CARD_ROWS,
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  minHeight: '2.75rem',
  marginTop: 'auto',
  fontWeight: theme.fontWeights.semibold,
  textUnderlineOffset: '0.2em',
}));

export interface BlogCardProps {
  post: Blog;
  copy: BlogListCopy;
  mediaCopy: BlogMediaCopy;
  isLazy: boolean;
}

/** Media (or a plain cover), 'Blog Post' badge, local date, title and description, linking to the post. */
export function BlogCard({ post, copy, mediaCopy, isLazy }: BlogCardProps) {
  const href = blogPath(post.id);
  const date = useBlogDate(post.createdAt);
  return (
    <Card>
      {post.mediaUrl && post.mediaType ? <BlogMedia post={post} copy={mediaCopy} isLazy={isLazy} /> : <BlogCover />}
      <Meta>
        <Badge>{copy.postBadge}</Badge>
        {date && post.createdAt && <time dateTime={post.createdAt}>{date}</time>}
      </Meta>
      <Title>
        <Link to={href}>{post.title}</Link>
      </Title>
      {post.description && <p>{post.description}</p>}
      <ReadMore to={href}>
        {copy.readMore}
        <VisuallyHidden>{copy.readMoreHidden(post.title)}</VisuallyHidden>
        <Icon name="arrowRight" size={18} />
      </ReadMore>
    </Card>
  );
}
