import type { FeaturePages } from '@vital/shared';
import { BlogPostPage } from './blog-post-page';
import { BlogsPage } from './blogs-page';

export const pages: FeaturePages = { blogs: BlogsPage, blog: BlogPostPage };
