import useSWR from 'swr';
import { ApiError, requireSuccess, useApiClient, type ApiClient } from '../api-client';
import { toBlog, type Blog } from '../entities';
import { fallbackBlogs } from '../fallbacks/fallback-blogs';
import { isRecord } from '../sanitise';
import { apiKey } from './listing';

/** SPEC §8. */
export const BLOG_NOT_FOUND = 'Blog not found';

/** SPEC §7: one post; any failure, or an empty answer, is 'Blog not found'. */
export async function getBlog(client: ApiClient, id: string): Promise<Blog> {
  const builtIn = fallbackBlogs.find((post) => post.id === id);
  if (builtIn) return builtIn;
  try {
    const data = requireSuccess(
      await client.get(`/api/blog/${encodeURIComponent(id)}`, { defaultMessage: BLOG_NOT_FOUND }),
      BLOG_NOT_FOUND,
    );
    if (!isRecord(data) || Object.keys(data).length === 0) throw new ApiError(BLOG_NOT_FOUND, 200);
    return toBlog(data, 0, client.base);
  } catch {
    throw new ApiError(BLOG_NOT_FOUND, null);
  }
}

export function useBlog(id: string): { blog: Blog | undefined; error: string | null; isLoading: boolean } {
  const client = useApiClient();
  const { data, error, isLoading } = useSWR(apiKey(client, `/api/blog/${id}`), () => getBlog(client, id), {
    // A missing post stays missing: no retries for it.
    shouldRetryOnError: false,
  });
  return { blog: data, error: error ? BLOG_NOT_FOUND : null, isLoading };
}
