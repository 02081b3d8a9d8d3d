import { notFoundMeta, pageList, paths, REMOTE_NAMES, type RemoteName } from '@vital/shared';
import { handoffs } from './features/handoff/content/handoffs';
import { remoteForPath, remoteRoutes } from './routes';

/** The site's pages (docs/product.md, Pages) and what serves each (docs/architecture.md, Who owns what). */
const designRoutes: Record<string, RemoteName | 'host'> = {
  '/': 'marketing',
  '/home': 'host',
  '/about': 'marketing',
  '/team': 'marketing',
  '/services': 'marketing',
  '/blogs': 'marketing',
  '/blogs/:id': 'marketing',
  '/for-companies': 'marketing',
  '/for-professionals': 'marketing',
  '/recruitment': 'marketing',
  '/hr-solutions': 'marketing',
  '/success-stories': 'marketing',
  '/industries': 'industries',
  '/industries/it': 'industries',
  '/industries/healthcare': 'industries',
  '/industries/engineering': 'industries',
  '/industries/finance': 'industries',
  '/industries/manufacturing': 'industries',
  '/industries/others': 'industries',
  '/signup': 'accounts',
  '/signin': 'accounts',
  '/register': 'accounts',
  '/contact': 'accounts',
  '/dashboard': 'accounts',
};

/** What the host itself answers: the /home redirect and the portal hand-off pages. */
const hostRoutes = [paths.homeAlias, ...handoffs.map((h) => h.page.path)];

const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, 'abc');

describe('remoteRoutes', () => {
  it.each(Object.entries(designRoutes))('serves %s exactly once, from %s', (route, owner) => {
    const inRemotes = remoteRoutes.filter((r) => r.pattern === route);
    const inHost = hostRoutes.filter((r) => r === route);
    expect(inRemotes.length + inHost.length).toBe(1);
    if (owner === 'host') expect(inHost).toHaveLength(1);
    else expect(inRemotes).toEqual([{ pattern: route, remote: owner }]);
  });

  it('serves nothing outside the expected route table', () => {
    for (const { pattern } of remoteRoutes) expect(Object.keys(designRoutes)).toContain(pattern);
  });

  it('gives the portal actions a host page each, never a remote route or a 404', () => {
    expect([...handoffs.map((h) => h.page.path)].sort()).toEqual(
      ['/career-resources', '/find-opportunities', '/post-requirements', '/training', '/upload-cv'].sort(),
    );
    for (const { page } of handoffs) expect(remoteForPath(page.path)).toBeUndefined();
  });

  it('only uses remotes the site knows, and never routes a page to the chat widget', () => {
    for (const { remote } of remoteRoutes) {
      expect(REMOTE_NAMES).toContain(remote);
      expect(remote).not.toBe('chat');
    }
  });
});

describe('remoteForPath', () => {
  it.each(remoteRoutes.map(({ pattern, remote }) => [pattern, remote]))('maps %s to %s', (pattern, remote) => {
    expect(remoteForPath(concrete(pattern))).toBe(remote);
  });

  it.each(remoteRoutes.filter(({ pattern }) => pattern !== '/').map(({ pattern, remote }) => [pattern, remote]))(
    'ignores trailing slashes on %s',
    (pattern, remote) => {
      expect(remoteForPath(`${concrete(pattern)}/`)).toBe(remote);
      expect(remoteForPath(`${concrete(pattern)}//`)).toBe(remote);
    },
  );

  it('matches a blog post by any single id segment', () => {
    expect(remoteForPath('/blogs/abc')).toBe('marketing');
    expect(remoteForPath('/blogs/42')).toBe('marketing');
    expect(remoteForPath('/blogs/a%2Fb')).toBe('marketing');
  });

  it('treats the bare root, with or without slashes, as home', () => {
    expect(remoteForPath('/')).toBe('marketing');
    expect(remoteForPath('//')).toBe('marketing');
    expect(remoteForPath('')).toBe('marketing');
  });

  it.each(['/nope', '/industries/unknown', '/blogs/a/b', '/about/team', '/home', '/post-requirements', '/ABOUT'])(
    'returns undefined for %s',
    (path) => {
      expect(remoteForPath(path)).toBeUndefined();
    },
  );
});

describe('the page registry', () => {
  it('gives every page its own title and a description', () => {
    expect(new Set(pageList.map((page) => page.title)).size).toBe(pageList.length);
    for (const page of pageList) expect(page.description.length).toBeGreaterThan(20);
  });

  it('keeps the 404 page and the dashboard out of search results', () => {
    expect(notFoundMeta.noIndex).toBe(true);
    expect(pageList.filter((page) => page.noIndex).map((page) => page.path)).toEqual([paths.dashboard]);
  });

  it('gives every host page a hand-off of its own', () => {
    const hostPages = pageList.filter((page) => page.owner === 'host');
    expect(handoffs.map((handoff) => handoff.page)).toEqual(hostPages);
  });
});
