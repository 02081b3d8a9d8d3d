import { paths, type PageIntroProps } from '@vital/shared';

/** Blogs page copy. */
export const blogsIntro = {
  eyebrow: 'Insights',
  title: 'Blogs',
  lead: 'Hiring playbooks, career advice and market insights from our team.',
} satisfies PageIntroProps;

/** How a post's media reads, in the list and on the post's own page. */
export const blogMediaCopy = {
  videoBadge: 'Video',
  imageBadge: 'Image',
  imageUnavailable: 'Image Not Available',
  videoUnsupported: 'Your browser does not support the video tag.',
  videoLabel: (title: string) => `Video: ${title}`,
  imageAlt: (title: string) => `Illustration for “${title}”`,
} as const;

export type BlogMediaCopy = typeof blogMediaCopy;

export const blogListCopy = {
  postBadge: 'Blog Post',
  listLabel: 'Blog posts',
  readMore: 'Read Post',
  readMoreHidden: (title: string) => ` about ${title}`,
} as const;

export type BlogListCopy = typeof blogListCopy;

export const blogPostCopy = {
  postBadge: 'Blog Post',
  back: { label: 'Back to Blogs', to: paths.blogs },
  loading: 'Loading blog post…',
  notFoundLead: 'This post may have been moved or removed. The latest posts are on the blog.',
  updated: (date: string) => `Updated ${date}`,
} as const;

export type BlogPostCopy = typeof blogPostCopy;
