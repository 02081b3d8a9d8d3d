import { Container, PageIntro, Section, useBlogs } from '@vital/shared';
import { CardGrid } from '../page-blocks/card-grid';
import { BLOG_CARD_ROWS, BlogCard } from './blog-card';
import { blogListCopy, blogMediaCopy, blogsIntro } from './content/blogs';

/** Only the first post can be above the fold on a phone; the others' images wait until needed. */
const EAGER_MEDIA = 1;

/** The posts from the blogs call, the three built-in posts until it succeeds (docs/product.md, Portal API calls). */
export function BlogsPage() {
  const { blogs } = useBlogs();
  return (
    <>
      <PageIntro {...blogsIntro} />
      <Section aria-label={blogListCopy.listLabel}>
        <Container>
          <CardGrid
            items={blogs}
            getKey={(post) => post.id}
            min="20rem"
            alignedRows={BLOG_CARD_ROWS}
            label={blogListCopy.listLabel}
            renderItem={(post, index) => (
              <BlogCard post={post} copy={blogListCopy} mediaCopy={blogMediaCopy} isLazy={index >= EAGER_MEDIA} />
            )}
          />
        </Container>
      </Section>
    </>
  );
}
