import { ApiError, requireSuccess, useApiClient, type ApiClient } from '../api-client';
import { toBlog, type Blog } from '../entities';
import { fallbackBlogs } from '../fallbacks/fallback-blogs';
import { isRecord } from '../sanitise';
import useSWR from 'swr';
import { apiKey } from './listing';

export const BLOG_NOT_FOUND = 'Blog not found';

const pathOf = (id: string) => `/api/blog/${encodeURIComponent(id)}`;

/** One post's answer read strictly: anything but a successful, non-empty record is 'Blog not found'. */
function parseBlog(json: unknown, base: string): Blog {
  const data = requireSuccess(json, BLOG_NOT_FOUND);
  if (!isRecord(data) || Object.keys(data).length === 0) throw new ApiError(BLOG_NOT_FOUND, 200);
  return toBlog(data, 0, base);
}

/** One post; any failure, or an empty answer, is 'Blog not found'. */
async function getBlog(client: ApiClient, id: string): Promise<Blog> {
  const builtIn = fallbackBlogs.find((post) => post.id === id);
  if (builtIn) return builtIn;
  try {
    return parseBlog(await client.get(pathOf(id), { defaultMessage: BLOG_NOT_FOUND }), client.base);
  } catch {
    throw new ApiError(BLOG_NOT_FOUND, null);
  }
}

export function useBlog(id: string): { blog: Blog | undefined; error: string | null; isLoading: boolean } {
  const client = useApiClient();
  const { data, error, isLoading } = useSWR(apiKey(client, pathOf(id)), () => getBlog(client, id), {
    // A missing post stays missing: no retries for it.
    shouldRetryOnError: false,
  });
  return { blog: data, error: error ? BLOG_NOT_FOUND : null, isLoading };
}
