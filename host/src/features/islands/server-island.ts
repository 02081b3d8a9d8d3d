import { ISLAND_DATA_SELECTOR, parseIslandData, type IslandData, type RemoteName } from '@vital/shared';

/**
 * The remote's part of the page as the server sent it (docs/decisions/014-server-rendered-islands.md):
 * a fragment of the remote's own build, opened by its build id, or the route's loading state
 * when the page server had no fragment in time.
 */
export interface ServerIsland {
  remote: RemoteName;
  pathname: string;
  html: string;
  /** The build that rendered the fragment; null for the loading state. */
  buildId: string | null;
  /** The API answers the page was rendered with (decision 020); null for a page rendered without. */
  data: IslandData | null;
}

const BUILD_COMMENT = /^vital-build:([\w.-]+)$/;
let island: ServerIsland | null = null;
let isHostLive = false;
let isIslandPending = false;
let whenHostLive: (() => void) | null = null;

/** Runs once the host's tree has hydrated. */
export function onHostLive(callback: () => void) {
  whenHostLive = callback;
}

/**
 * `<html data-live>` once everything the server sent is hydrated: the shell and the
 * landed-on island (or its failure message). Until then the page's inline guard holds
 * form submissions back (server/src/compose.ts), and browser tests wait for it.
 */
function markLiveWhenReady() {
  if (isHostLive && !isIslandPending) document.documentElement.setAttribute('data-live', '');
}

/** The host's tree has hydrated. */
export function markHostLive() {
  whenHostLive?.();
  whenHostLive = null;
  isHostLive = true;
  markLiveWhenReady();
}

/** The landed-on island has hydrated, been replaced, or given way to its failure message. */
export function markIslandLive() {
  isIslandPending = false;
  markLiveWhenReady();
}

/**
 * Reads the island before React starts. Emotion's cache must already have taken the
 * fragment's style element into the head, so what is kept is exactly the markup React
 * hydrates.
 */
export function adoptServerIsland(container: HTMLElement) {
  const element = container.querySelector<HTMLElement>('[data-island]');
  const remote = element?.dataset.island as RemoteName | undefined;
  if (!element || !remote) return;
  const first = element.firstChild;
  const buildId = first?.nodeType === Node.COMMENT_NODE ? (BUILD_COMMENT.exec(first.nodeValue ?? '')?.[1] ?? null) : null;
  // The data is not the page's markup: it leaves the island before anything is hydrated.
  const dataElement = element.querySelector(`:scope > ${ISLAND_DATA_SELECTOR}`);
  const data = parseIslandData(dataElement?.textContent);
  dataElement?.remove();
  island = { remote, pathname: window.location.pathname, html: element.innerHTML, buildId, data };
  isIslandPending = true;
}

/** The server's island for this remote while it is the page the visitor landed on. */
export function readServerIsland(remote: RemoteName): ServerIsland | null {
  if (typeof document === 'undefined' || !island) return null;
  return island.remote === remote && island.pathname === window.location.pathname ? island : null;
}

/** The landed-on island has been taken over (hydrated, replaced or given up). */
export function releaseServerIsland() {
  island = null;
}

/**
 * What a visitor typed into the server's HTML before it was hydrated. React keeps the text
 * on screen but not in its state, so the next render of a controlled field would wipe it:
 * the returned function, called once the tree is hydrated, hands each value to React as if
 * typed again (an input event over React's last known value, the server's).
 */
export function captureTypedFields(root: Element, exclude?: Element | null): () => void {
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !exclude?.contains(field) && !['checkbox', 'radio', 'hidden', 'file'].includes(field.type))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected) continue;
      // Through React's value tracker: it now knows the server's value…
      field.value = field.defaultValue;
      // …and the typed one is set past it, so React sees a change and calls onChange.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
