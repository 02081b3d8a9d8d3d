import { remoteRoutes } from '../routes';
import { notFoundMeta, pageMeta } from './page-meta';

describe('page meta (findability)', () => {
  it('gives every routed page its own title and description', () => {
    const titles = new Set<string>();
    for (const { pattern } of remoteRoutes) {
      const meta = pageMeta[pattern];
      expect(meta?.title).toBeTruthy();
      expect(meta?.description.length).toBeGreaterThan(20);
      titles.add(meta?.title ?? '');
    }
    expect(titles.size).toBe(remoteRoutes.length);
  });

  it('keeps the 404 page and the dashboard out of search results', () => {
    expect(notFoundMeta.noIndex).toBe(true);
    expect(pageMeta['/dashboard']?.noIndex).toBe(true);
  });
});
