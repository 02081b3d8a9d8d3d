import { parseSiteConfig, type RemoteName } from '@vital/shared';
import { loadPage } from './page-load';
import { loadedEntry, RemoteLoadError } from './remote-loader';

/** The last full load made for a version that was gone: its destination and the version it went for. */
const MOVED_KEY = 'vital:moved-to-live-version';

/**
 * A remote's code that could not be had: its manifest or entry (RemoteLoadError), or a chunk of a
 * page (webpack's ChunkLoadError). A module that breaks the contract did arrive: another version
 * is no answer to that.
 */
export function isCodeLoadFailure(error: unknown): boolean {
  if (error instanceof RemoteLoadError) return error.reason !== 'contract';
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Where the page server says `remote` lives now; null when it cannot say. */
async function liveEntry(remote: RemoteName): Promise<string | null> {
  try {
    // The tab's config was inlined in its page, as old as the tab: the server's answer of now is wanted.
    const response = await fetch('/site.config.json', { cache: 'no-store' });
    if (!response.ok) return null;
    return parseSiteConfig(await response.json()).remotes[remote];
  } catch {
    return null;
  }
}

/**
 * On a page reached inside the tab, and after `remote`'s code failed to load: when the page server now
 * names another version of it than the one this tab loaded (a release or a rollback since, a canary's
 * end, or the tab's version deleted from the store), the current address is loaded afresh, which brings
 * the live version. True when the page
 * is being left; false when the version is the same (the remote is down: its failure and Retry are
 * what is left to show), the server cannot say, or this destination already had its full load for
 * this version (never a loop).
 *
 * Only for a page reached inside the tab: the page being left was the previous route's, whose forms
 * are unmounted already, so the full load loses nothing the visitor typed.
 */
export async function moveToLiveVersion(remote: RemoteName): Promise<boolean> {
  const destination = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const loaded = loadedEntry(remote);
  const live = await liveEntry(remote);
  // The visitor went on meanwhile: the route they are on now decides for itself.
  if (!live || live === loaded || destination !== `${window.location.pathname}${window.location.search}${window.location.hash}`) return false;
  const mark = JSON.stringify({ destination, live });
  try {
    if (sessionStorage.getItem(MOVED_KEY) === mark) return false;
    sessionStorage.setItem(MOVED_KEY, mark);
  } catch {
    // Without a place to note the full load, a second could follow it: the failure shows instead.
    return false;
  }
  loadPage(destination);
  return true;
}
