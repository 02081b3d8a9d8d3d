import type { RemoteName } from '@vital/shared';
import type { ReactNode } from 'react';

/**
 * The production server may send a page prerendered at build time (docs/
 * decisions/010-prerendered-pages.md). React replaces it with createRoot, not
 * hydrateRoot: the snapshot is a serialised DOM, not React's server output.
 * Until the page's remote has arrived, its part of the snapshot is kept on
 * screen as the route's loading state, so the visitor sees the page at once
 * and never a spinner in its place.
 */
interface Outlet {
  remote: string;
  pathname: string;
  html: string;
}

let outlet: Outlet | null = null;

/**
 * Takes the remote's part of a prerendered page out of the container, before
 * React starts. `#root[data-prerendered]` stays until the page the visitor
 * landed on is live (browser tests wait for that before they act).
 */
export function adoptPrerenderedPage(container: HTMLElement) {
  if (!container.hasAttribute('data-prerendered')) return;
  const area = container.querySelector<HTMLElement>('[data-remote]');
  const remote = area?.dataset.remote;
  if (area && remote) outlet = { remote, pathname: window.location.pathname, html: area.innerHTML };
}

/**
 * The route's loading state: the prerendered page while it is the page the
 * visitor landed on, `fallback` for any later navigation.
 */
export function PrerenderedOutlet({ remote, fallback }: { remote: RemoteName; fallback: ReactNode }) {
  if (!outlet || outlet.remote !== remote || outlet.pathname !== window.location.pathname) return fallback;
  // The markup is the page this server rendered from our own build, already
  // shown by the browser as it arrived: it is put back, not interpreted anew.
  return <div data-remote={remote} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: outlet.html }} />;
}

/** The landed-on page is live (or its remote has failed): the snapshot and its styles are done with. */
export function releasePrerenderedPage() {
  outlet = null;
  document.querySelector('style[data-prerendered]')?.remove();
  document.getElementById('root')?.removeAttribute('data-prerendered');
}

/** After the first commit: a page with no remote part to wait for is live already. */
export function releaseUnlessAwaitingRemote() {
  if (!outlet) releasePrerenderedPage();
}
