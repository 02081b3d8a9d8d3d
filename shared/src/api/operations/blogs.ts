import { toBlog, type Blog } from '../entities';
import { fallbackBlogs } from '../fallbacks/fallback-blogs';
import { useList } from './listing';

const PATH = '/api/blogs';

/**
 * SPEC §7: the posts, with file_url resolved; empty or failing gives the three built-in posts.
 * SPEC §4: until the call succeeds, or when it fails or is empty, the fallback posts show.
 */
export function useBlogs(): { blogs: Blog[]; isFallback: boolean; isLoading: boolean } {
  const { data, isLoading } = useList(PATH, toBlog);
  const blogs = data?.length ? data : fallbackBlogs;
  return { blogs, isFallback: blogs === fallbackBlogs, isLoading };
}
