// The SWR hooks of the listing calls (SPEC §4 states, §8 listings never show
// errors, §9 retries). Hooks build their client from the site config, so the
// global fetch is replaced; the providers and SWR are the real ones.
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { VitalProviders } from '../providers/vital-providers';
import { createTestConfig, renderWithProviders } from '../testing';
import { fallbackBlogs } from './fallbacks/fallback-blogs';
import { fallbackServices } from './fallbacks/fallback-services';
import { fallbackTeam } from './fallbacks/fallback-team';
import { BLOG_NOT_FOUND, useBlog } from './operations/blog';
import { useBlogs } from './operations/blogs';
import { useProjects } from './operations/projects';
import { useReviews } from './operations/reviews';
import { useServices } from './operations/services';
import { useTeam } from './operations/teams';
import { answer, fetchSequence, installGlobalFetch, networkFailure, removeGlobalFetch, sentRequest, success } from './testing/fake-fetch';

const config = createTestConfig();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <VitalProviders config={config} swrProvider={() => new Map()}>
      {children}
    </VitalProviders>
  );
}

/** Moves the fake clock, letting promises and React updates settle. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  removeGlobalFetch();
});

const realPosts = [
  { id: 1, title: 'Real post one', description: 'First', file_url: 'blog_files/one.png' },
  { id: 2, title: 'Real post two', description: 'Second' },
];

describe('useBlogs (SPEC §4: until success, or on failure, the fallback posts show)', () => {
  it('shows the fallback posts while loading, then the real posts after success', async () => {
    const fetchMock = installGlobalFetch(fetchSequence(success(realPosts)));
    const { result } = renderHook(() => useBlogs(), { wrapper });

    expect(result.current).toEqual({ blogs: fallbackBlogs, isFallback: true, isLoading: true });

    await waitFor(() => expect(result.current.isFallback).toBe(false));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.blogs.map((b) => [b.id, b.title, b.mediaUrl])).toEqual([
      ['1', 'Real post one', 'http://api.test/storage/blog_files/one.png'],
      ['2', 'Real post two', null],
    ]);
    expect(sentRequest(fetchMock)).toMatchObject({ url: 'http://api.test/api/blogs', method: 'GET' });
  });

  it('keeps the fallback posts after a failure, then shows the real posts once a retry succeeds', async () => {
    installGlobalFetch(fetchSequence(networkFailure(), success(realPosts)));
    const { result } = renderHook(() => useBlogs(), { wrapper });

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.blogs).toBe(fallbackBlogs);
    expect(result.current.isFallback).toBe(true);

    await advance(1000);
    expect(result.current.isFallback).toBe(false);
    expect(result.current.blogs.map((b) => b.title)).toEqual(['Real post one', 'Real post two']);
  });

  it.each<[string, Response]>([
    ['an empty list', success([])],
    ['a non-list', success({ posts: [] })],
  ])('shows the fallback posts on %s', async (_, reply) => {
    installGlobalFetch(fetchSequence(reply));
    const { result } = renderHook(() => useBlogs(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.blogs).toBe(fallbackBlogs);
  });
});

describe('useServices (SPEC §4: until success the list is empty)', () => {
  it('gives services [] and isSettled false while the first call is pending (servicesOrFallback is the three built-in), then the loaded list', async () => {
    installGlobalFetch(fetchSequence(success([{ title: 'Payroll', features: ['UK'] }])));
    const { result } = renderHook(() => useServices(), { wrapper });

    expect(result.current.services).toEqual([]);
    expect(result.current.isSettled).toBe(false);
    expect(result.current.servicesOrFallback).toBe(fallbackServices);

    await waitFor(() => expect(result.current.isSettled).toBe(true));
    expect(result.current.services.map((s) => [s.title, s.features])).toEqual([['Payroll', ['UK']]]);
    expect(result.current.servicesOrFallback).toBe(result.current.services);
  });

  it('is settled and empty after a failure (SPEC §8: services show an empty list), and shows the list once a retry succeeds', async () => {
    const fetchMock = installGlobalFetch(fetchSequence(answer(500), success([{ title: 'Payroll' }])));
    const { result } = renderHook(() => useServices(), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await advance(0);

    expect(result.current.services).toEqual([]);
    expect(result.current.isSettled).toBe(true);
    expect(result.current.servicesOrFallback).toBe(fallbackServices);

    await advance(1000);
    await waitFor(() => expect(result.current.services.map((s) => s.title)).toEqual(['Payroll']));
  });

  it('is settled and empty on an empty list, with the built-in three as servicesOrFallback', async () => {
    installGlobalFetch(fetchSequence(success([])));
    const { result } = renderHook(() => useServices(), { wrapper });
    await waitFor(() => expect(result.current.isSettled).toBe(true));
    expect(result.current.services).toEqual([]);
    expect(result.current.servicesOrFallback).toBe(fallbackServices);
  });
});

describe('useTeam', () => {
  it('is null while pending and the built-in team after a failure', async () => {
    installGlobalFetch(fetchSequence(networkFailure()));
    const { result } = renderHook(() => useTeam(), { wrapper });

    expect(result.current).toEqual({ team: null, isFallback: false, isLoading: true });

    await waitFor(() => expect(result.current.team).not.toBeNull());
    expect(result.current.team).toBe(fallbackTeam);
    expect(result.current.isFallback).toBe(true);
  });

  it('gives the built-in team on a non-list answer', async () => {
    installGlobalFetch(fetchSequence(success({ members: [] })));
    const { result } = renderHook(() => useTeam(), { wrapper });
    await waitFor(() => expect(result.current.team).toBe(fallbackTeam));
  });

  it('gives the loaded team, an empty one as is', async () => {
    installGlobalFetch(fetchSequence(success([])));
    const { result } = renderHook(() => useTeam(), { wrapper });
    await waitFor(() => expect(result.current.team).toEqual([]));
    expect(result.current.isFallback).toBe(false);
  });
});

describe('useReviews', () => {
  it('gives undefined, then the list', async () => {
    installGlobalFetch(fetchSequence(success([{ reviewer_name: 'Ann', review: 'Great', rating: 9 }])));
    const { result } = renderHook(() => useReviews(), { wrapper });

    expect(result.current.reviews).toBeUndefined();
    expect(result.current.hasFailed).toBe(false);

    await waitFor(() => expect(result.current.reviews).toBeDefined());
    expect(result.current.reviews?.map((r) => [r.name, r.text, r.rating])).toEqual([['Ann', 'Great', 5]]);
    expect(result.current.hasFailed).toBe(false);
  });

  it('reports hasFailed after a failure, with no reviews', async () => {
    installGlobalFetch(fetchSequence(answer(200, { success: false })));
    const { result } = renderHook(() => useReviews(), { wrapper });

    await waitFor(() => expect(result.current.hasFailed).toBe(true));
    expect(result.current.reviews).toBeUndefined();
  });
});

describe('useProjects', () => {
  it('gives [] until the list arrives, and [] on failure', async () => {
    installGlobalFetch(fetchSequence(success([{ title: 'ERP' }])));
    const { result } = renderHook(() => useProjects(), { wrapper });
    expect(result.current.projects).toEqual([]);
    await waitFor(() => expect(result.current.projects.map((p) => p.title)).toEqual(['ERP']));
  });
});

describe('useBlog', () => {
  it("returns the fallback post for 'dummy-1' without calling fetch", async () => {
    const fetchMock = installGlobalFetch(fetchSequence(networkFailure()));
    const { result } = renderHook(() => useBlog('dummy-1'), { wrapper });

    await waitFor(() => expect(result.current.blog).toBeDefined());
    expect(result.current.blog).toBe(fallbackBlogs[0]);
    expect(result.current.error).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns a loaded post', async () => {
    const fetchMock = installGlobalFetch(fetchSequence(success({ id: 8, title: 'Loaded', body: 'Full text' })));
    const { result } = renderHook(() => useBlog('8'), { wrapper });
    await waitFor(() => expect(result.current.blog?.title).toBe('Loaded'));
    expect(sentRequest(fetchMock).url).toBe('http://api.test/api/blog/8');
  });

  it("gives 'Blog not found' for an unknown post and does not retry it", async () => {
    const fetchMock = installGlobalFetch(fetchSequence(answer(404, { message: 'Not Found' })));
    const { result } = renderHook(() => useBlog('404'), { wrapper });

    await waitFor(() => expect(result.current.error).toBe(BLOG_NOT_FOUND));
    expect(result.current.blog).toBeUndefined();
    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

function PostTitles({ label }: { label: string }) {
  const { blogs } = useBlogs();
  return (
    <ul aria-label={label}>
      {blogs.map((post) => (
        <li key={post.id}>{post.title}</li>
      ))}
    </ul>
  );
}

const titlesIn = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('shared cache', () => {
  it('two components using useBlogs at once cause one fetch', async () => {
    const fetchMock = installGlobalFetch(fetchSequence(success(realPosts)));
    renderWithProviders(
      <>
        <PostTitles label="Latest posts" />
        <PostTitles label="More posts" />
      </>,
    );

    expect(titlesIn('Latest posts')).toEqual(fallbackBlogs.map((p) => p.title));
    await waitFor(() => expect(titlesIn('Latest posts')).toEqual(['Real post one', 'Real post two']));
    expect(titlesIn('More posts')).toEqual(['Real post one', 'Real post two']);
    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a component mounted later reuses the loaded posts without fetching again', async () => {
    const fetchMock = installGlobalFetch(fetchSequence(success(realPosts)));
    const { rerender } = renderWithProviders(<PostTitles label="Latest posts" />);
    await waitFor(() => expect(titlesIn('Latest posts')).toEqual(['Real post one', 'Real post two']));

    rerender(
      <>
        <PostTitles label="Latest posts" />
        <PostTitles label="More posts" />
      </>,
    );
    expect(titlesIn('More posts')).toEqual(['Real post one', 'Real post two']);
    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retries (SPEC §9: 3 retries, delay doubling from 1 s)', () => {
  it('retries a failed listing fetch after 1 s, 2 s and 4 s, then stops', async () => {
    const fetchMock = installGlobalFetch(fetchSequence(networkFailure()));
    const { result } = renderHook(() => useBlogs(), { wrapper });
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await advance(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await advance(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await advance(3999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    await advance(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // Listing failures never show an error: the fallback posts stay.
    expect(result.current.blogs).toBe(fallbackBlogs);
  });

  it('a successful retry ends the retries', async () => {
    const fetchMock = installGlobalFetch(fetchSequence(answer(503), success(realPosts)));
    const { result } = renderHook(() => useReviews(), { wrapper });
    await advance(0);
    expect(result.current.hasFailed).toBe(true);

    await advance(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.hasFailed).toBe(false);
    expect(result.current.reviews).toHaveLength(2);

    await advance(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

