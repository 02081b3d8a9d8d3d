/** @jest-environment node */
// The server's render with the API's answers, in Node as the remote's server runs it.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import { answersOf, withServerData, type ServerDataCalls } from './island-data';

const POSTS = ['vital-api', 'http://api.test', '/api/blogs'] as const;
const TEAM = ['vital-api', 'http://api.test', '/api/team'] as const;

function List({ swrKey, fetcher }: { swrKey: readonly string[]; fetcher: () => Promise<string[]> }) {
  const { data } = useSWR(swrKey, fetcher);
  return <p>{data ? data.join(', ') : `Loading ${swrKey[2]}…`}</p>;
}

async function renderToHtml(node: ReactNode) {
  const { prelude } = await prerenderToNodeStream(<SWRConfig value={{ provider: () => new Map() }}>{node}</SWRConfig>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const after = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('withServerData', () => {
  it('waits for every call the page makes, side by side and each once, and renders the page with the answers', async () => {
    const calls: ServerDataCalls = new Map();
    const posts = jest.fn(() => after(50, ['Hiring']));
    const team = jest.fn(() => after(50, ['Sarah Mitchell']));
    const Page = withServerData(
      () => (
        <>
          <List swrKey={POSTS} fetcher={posts} />
          <List swrKey={POSTS} fetcher={posts} />
          <List swrKey={TEAM} fetcher={team} />
        </>
      ),
      calls,
      1_000,
    );
    const started = Date.now();
    const html = await renderToHtml(<Page />);
    expect(Date.now() - started).toBeLessThan(100 + 50);
    expect(html).toBe('<p>Hiring</p><p>Hiring</p><p>Sarah Mitchell</p>');
    expect(posts).toHaveBeenCalledTimes(1);
    expect(team).toHaveBeenCalledTimes(1);
    expect(await answersOf(calls)).toEqual({ [unstable_serialize(POSTS)]: ['Hiring'], [unstable_serialize(TEAM)]: ['Sarah Mitchell'] });
  });

  it('renders a part whose call failed or was late in its loading state, and carries no answer for it', async () => {
    const calls: ServerDataCalls = new Map();
    const Page = withServerData(
      () => (
        <>
          <List swrKey={POSTS} fetcher={() => Promise.reject(new Error('API down'))} />
          <List swrKey={TEAM} fetcher={() => after(500, ['Too late'])} />
        </>
      ),
      calls,
      100,
    );
    expect(await renderToHtml(<Page />)).toBe('<p>Loading /api/blogs…</p><p>Loading /api/team…</p>');
    expect(await answersOf(calls)).toEqual({});
  });
});
