import createCache from '@emotion/cache';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import type { AuthContextValue } from '../auth/auth-context';
import { createTestConfig, render, screen } from '../testing';
import type { ToastContextValue } from '../toast/toast-context';
import { islandDataScript, parseIslandData } from './island-data';
import { PageIsland } from './page-island';

const KEY = ['vital-api', 'http://api.test', '/api/blogs'] as const;

function Posts({ fetcher = jest.fn() }: { fetcher?: () => Promise<string[]> }) {
  const { data } = useSWR(KEY, fetcher);
  return <p>{data ? data.join(', ') : 'Loading posts…'}</p>;
}

describe('the data element of a fragment', () => {
  it('reads back what the server wrote', () => {
    const data = { apiBase: 'http://api.test', entries: { [unstable_serialize(KEY)]: [{ title: 'Hiring' }] } };
    const script = islandDataScript(data);
    const element = new DOMParser().parseFromString(script, 'text/html').querySelector('script');
    expect(parseIslandData(element?.textContent)).toEqual(data);
  });

  it('cannot be ended early by a post that holds markup', () => {
    const script = islandDataScript({ apiBase: 'http://api.test', entries: { key: '</script><script>alert(1)</script>' } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const document = new DOMParser().parseFromString(script, 'text/html');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(parseIslandData(document.querySelector('script')?.textContent)?.entries.key).toBe('</script><script>alert(1)</script>');
  });

  it.each([[null], [''], ['not json'], ['[]'], ['{"apiBase":1,"entries":{}}'], ['{"apiBase":"http://api.test","entries":[]}'], ['{"apiBase":"http://api.test"}']])(
    'is nothing when it is not what the server writes: %p',
    (text) => {
      expect(parseIslandData(text)).toBeNull();
    },
  );
});

describe('PageIsland with the server’s data', () => {
  const bridge = {
    config: createTestConfig(),
    auth: {} as AuthContextValue,
    toast: { toasts: [] } as unknown as ToastContextValue,
    styleCache: createCache({ key: 'css' }),
    router: null,
  };

  it('renders the page with the answers it was rendered with, without asking again', () => {
    const fetcher = jest.fn(async () => ['Other']);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <PageIsland
         
          bridge={bridge}
          Page={() => <Posts fetcher={fetcher} />}
          data={{ [unstable_serialize(KEY)]: ['Hiring', 'Remote contracts'] }}
          onError={jest.fn()}
        />
      </SWRConfig>,
    );
    expect(screen.getByText('Hiring, Remote contracts')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });
});
