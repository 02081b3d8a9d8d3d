import { toBlog, type Blog } from '../entities';
import { fallbackBlogs } from '../fallbacks/fallback-blogs';
import { useList } from './listing';

const PATH = '/api/blogs';

/**
 * The posts, with file_url resolved. Until the call succeeds, or when it fails or is empty, the
 * three built-in posts show (docs/product.md, Portal API calls).
 */
export function useBlogs(): { blogs: Blog[]; isFallback: boolean; isLoading: boolean } {
  const { data, isLoading } = useList(PATH, toBlog);
  const blogs = data?.length ? data : fallbackBlogs;
  return { blogs, isFallback: blogs === fallbackBlogs, isLoading };
}
