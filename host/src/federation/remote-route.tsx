import styled from '@emotion/styled';
import { islandIdPrefix, PageIsland, useIslandBridge, type RemoteModule, type RemoteName, type RoutePattern } from '@vital/shared';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { rootOptions } from '../features/islands/root-options';
import { ISLAND_WITHOUT_CODE_ATTRIBUTE } from '../features/islands/head-script';
import { captureTypedFields, markIslandLive, readServerIsland, releaseServerIsland } from '../features/islands/server-island';
import { RemoteFallback, RemoteNotice, RouteLoading } from './remote-fallback';
import { yieldToBrowser } from '../yield-to-browser';
import { loadRemoteModule, RemoteLoadError, resetRemote, settledModule } from './remote-loader';
import { isCodeLoadFailure, moveToLiveVersion } from './version-gone';

const isServer = typeof document === 'undefined';

/** Server HTML carries no style attributes (the CSP refuses them): a class does it. */
const Contents = styled.div({ display: 'contents' });

interface Island {
  root: Root;
  isLeaving: boolean;
  /** The server's data (decision 020): the page's starting point while it is on screen (SWR's fallback). */
  data: Record<string, unknown> | undefined;
  /** Hydration runs in slices (a transition): until it has committed, a newer tree waits here. */
  isHydrating: boolean;
  pendingTree?: ReactNode;
}

const islands = new WeakMap<Element, Island>();

/** How long the answer asked on arriving at a route stands for a failure of its code. */
const ARRIVAL_ANSWER_KEPT_MS = 5_000;

function attachIsland(element: Element, root: Root, { data, isHydrating = false }: { data?: Record<string, unknown>; isHydrating?: boolean } = {}): Root {
  islands.set(element, { root, isLeaving: false, data, isHydrating });
  return root;
}

/**
 * Renders into the element's island root again (one that was about to go stays). A root
 * given a new tree before its hydration has committed would drop the server's HTML and
 * render afresh, so the tree waits for `hydratedIsland`.
 */
function renderIsland(element: Element, tree: ReactNode) {
  const island = islands.get(element);
  if (!island) return;
  island.isLeaving = false;
  if (island.isHydrating) island.pendingTree = tree;
  else island.root.render(tree);
}

/** The island's hydration has committed: the newest tree it was given, if any, is rendered. */
function hydratedIsland(element: Element) {
  const island = islands.get(element);
  if (!island?.isHydrating) return;
  island.isHydrating = false;
  if (island.pendingTree !== undefined) island.root.render(island.pendingTree);
  island.pendingTree = undefined;
}

/**
 * Unmounts after the renderer has finished with the host's tree (a root cannot be unmounted
 * while another renders), unless the island is rendered again first: StrictMode's
 * second run of effects in development keeps the same root.
 */
function detachIsland(element: Element) {
  const island = islands.get(element);
  if (!island) return;
  island.isLeaving = true;
  queueMicrotask(() => {
    if (!island.isLeaving) return;
    islands.delete(element);
    island.root.unmount();
  });
}

/**
 * The remote's routes module once it and the code of the route's page have arrived (a page
 * hydrated with its code all in runs in one pass); a failure goes to `onFailure`.
 */
function useRemoteModule(remote: RemoteName, pattern: RoutePattern, attempt: number, onFailure: (error: unknown) => void) {
  const [module, setModule] = useState<RemoteModule | null>(() => settledModule(remote));
  useEffect(() => {
    let isCurrent = true;
    const withPage = async (loaded: RemoteModule) => {
      const preload = loaded.routes[pattern]?.preload;
      if (preload) {
        await preload();
        // The page's code has just run its modules: hydrating in a task of its own keeps the
        // two from making one long task (on /blogs, TBT 160 ms became 100 ms).
        await yieldToBrowser();
      }
      return loaded;
    };
    loadRemoteModule(remote).then(withPage).then(
      (loaded) => isCurrent && setModule(loaded),
      (error: unknown) => isCurrent && onFailure(error),
    );
    return () => {
      isCurrent = false;
    };
  }, [remote, pattern, attempt, onFailure]);
  return module;
}

/**
 * One route served by a remote, as an island (decision 014): the remote's page is a
 * root of its own inside the host's page. The server's HTML for it stays on screen, as
 * sent, until the remote's code arrives and hydrates it in place; on a later navigation
 * the route's loading state shows instead. Whatever goes wrong (a load that failed or
 * timed out, a page that throws) stays inside this area, which offers a Retry.
 */
export function RemoteRoute({ remote, pattern }: { remote: RemoteName; pattern: RoutePattern }) {
  const [attempt, setAttempt] = useState(0);
  const [loadFailure, setFailure] = useState<unknown>(null);
  const [server, setServer] = useState(() => readServerIsland(remote));
  const [isLive, setIsLive] = useState(false);
  // The page the visitor landed on may hold what they typed into the server's HTML: it is never
  // left for a full load. One reached inside the tab may be (version-gone.ts).
  const [isLandedPage] = useState(() => server !== null);
  // A page reached inside the tab is of the version the tab was loaded with: when the page server now
  // names another (a rollback, by hand or by the canary controller, or a canary's end), the live version's
  // page is loaded in full instead (decision 030). The page being left was the previous route's.
  const arrival = useRef<{ at: number; isLeaving: Promise<boolean> } | null>(null);
  useEffect(() => {
    if (!isLandedPage) arrival.current = { at: performance.now(), isLeaving: moveToLiveVersion(remote) };
  }, [remote, isLandedPage]);
  // Code of a version deleted since the tab was loaded fails every time: the live version's page,
  // loaded in full, replaces the failure when the page server names another version than the tab's
  // (the answer asked on arriving, when it is fresh).
  const fail = useCallback(
    (error: unknown) => {
      if (isLandedPage || !isCodeLoadFailure(error)) {
        setFailure(error);
        return;
      }
      const asked = arrival.current && performance.now() - arrival.current.at < ARRIVAL_ANSWER_KEPT_MS ? arrival.current.isLeaving : moveToLiveVersion(remote);
      void asked.then((isLeaving) => {
        if (!isLeaving) setFailure(error);
      });
    },
    [remote, isLandedPage],
  );
  const module = useRemoteModule(remote, pattern, attempt, fail);
  const bridge = useIslandBridge();
  const island = useRef<HTMLDivElement>(null);
  // What the island does once its page is on screen: hydrated (or rendered with its code all in).
  const whenLive = useRef(() => {});
  const onLive = useCallback(() => {
    whenLive.current();
    whenLive.current = () => {};
    setIsLive(true);
    markIslandLive();
  }, []);

  const Page = module?.routes[pattern];
  // A module without this route breaks the contract: shown as a failure, like a failed load.
  const contractFailure = useMemo(() => (module && !Page ? new RemoteLoadError(remote, 'contract') : null), [module, Page, remote]);
  const failure = loadFailure ?? contractFailure;
  useLayoutEffect(() => {
    const element = island.current;
    if (!module || !element || !Page || failure) return;
    const isNew = !islands.has(element);
    // Only HTML rendered by the very build that arrived, with data from this page's API (its
    // SWR keys hold the API's address), is hydrated; any other goes first (the host empties
    // the island), and the page is rendered afresh.
    const canHydrate =
      isNew && !!server?.buildId && server.buildId === module.buildId && (!server.data || server.data.apiBase === bridge.config.apiBase);
    if (isNew && server && !canHydrate) {
      releaseServerIsland();
      setServer(null);
      return;
    }
    const data = canHydrate ? server?.data?.entries : islands.get(element)?.data;
    const tree = <PageIsland bridge={bridge} Page={Page} data={data} onError={fail} onLive={onLive} />;
    if (!isNew) {
      renderIsland(element, tree);
      return;
    }
    const options = rootOptions(`the ${remote} page`, islandIdPrefix(remote));
    if (canHydrate) {
      const replayTyped = captureTypedFields(element);
      whenLive.current = () => {
        hydratedIsland(element);
        replayTyped();
      };
      // A transition, like the shell's (site.tsx): React hydrates in slices of a few
      // milliseconds and lets the browser in between, instead of one long task.
      startTransition(() => {
        attachIsland(element, hydrateRoot(element, tree, options), { data, isHydrating: true });
      });
    } else {
      attachIsland(element, createRoot(element, options)).render(tree);
    }
    releaseServerIsland();
  }, [module, Page, bridge, failure, remote, server, onLive, fail]);

  // The island's root goes with the route (or gives way to the failure message).
  useLayoutEffect(() => {
    const element = island.current;
    return () => {
      if (element) detachIsland(element);
    };
  }, [failure, attempt]);

  useEffect(() => {
    if (!failure) return;
    console.error(`[vital] the ${remote} page is unavailable:`, failure);
    markIslandLive();
  }, [failure, remote]);

  const isTimeout = failure instanceof RemoteLoadError && failure.reason === 'timeout';
  // Decision 002: the page the server sent stays readable when the remote's code cannot be had
  // (it was never handed to a root); the full fallback is for a page that arrived without it, or
  // one whose code failed while rendering.
  const isKeepingServerPage = failure instanceof RemoteLoadError && !!server?.buildId;
  const retry = () => {
    if (failure instanceof RemoteLoadError) resetRemote(remote);
    if (!isKeepingServerPage) {
      // The retry starts from the loading state: the server's HTML is of no use any more.
      releaseServerIsland();
      setServer(null);
      setIsLive(false);
    }
    setFailure(null);
    setAttempt((n) => n + 1);
  };
  if (failure && !isKeepingServerPage) return <RemoteFallback isTimeout={isTimeout} onRetry={retry} />;
  return (
    <Contents data-remote={remote}>
      {isKeepingServerPage && <RemoteNotice isTimeout={isTimeout} onRetry={retry} />}
      {isLive || server || isServer ? null : <RouteLoading />}
      {isServer ? (
        // The page server puts the remote's fragment in here, or leaves the loading state.
        <Contents data-island={remote}>
          <RouteLoading />
        </Contents>
      ) : (
        // React keeps the server's markup as it is (same string every render); the island's own root owns it.
        <Contents
          data-island={remote}
          {...(isKeepingServerPage && { [ISLAND_WITHOUT_CODE_ATTRIBUTE]: '' })}
          ref={island}
          {...(server && { dangerouslySetInnerHTML: { __html: server.html } })}
        />
      )}
    </Contents>
  );
}
