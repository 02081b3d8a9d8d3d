import type { RemoteName, RoutePattern } from '@vital/shared';
import { Suspense, use, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PrerenderedOutlet, releasePrerenderedPage } from '../features/prerender/prerendered-outlet';
import { RemoteFallback, RouteLoading } from './remote-fallback';
import { loadRemoteModule, RemoteLoadError, resetRemote } from './remote-loader';

function RemotePage({ remote, pattern }: { remote: RemoteName; pattern: RoutePattern }) {
  const module = use(loadRemoteModule(remote));
  const Page = module.routes[pattern];
  useEffect(releasePrerenderedPage, []);
  if (!Page) throw new RemoteLoadError(remote, 'contract');
  return (
    <div data-remote={remote} style={{ display: 'contents' }}>
      <Page />
    </div>
  );
}

/**
 * One route served by a remote. The last layer of failure handling: whatever
 * goes wrong inside (a load that failed or timed out, a page that throws while
 * rendering) stays inside this area, which offers a Retry that works without
 * reloading the page.
 */
export function RemoteRoute({ remote, pattern }: { remote: RemoteName; pattern: RoutePattern }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[remote, pattern, attempt]}
      fallbackRender={({ error }) => (
        <RemoteFallback
          isTimeout={error instanceof RemoteLoadError && error.reason === 'timeout'}
          onRetry={() => {
            if (error instanceof RemoteLoadError) resetRemote(remote);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<PrerenderedOutlet remote={remote} fallback={<RouteLoading />} />}>
        <RemotePage remote={remote} pattern={pattern} />
      </Suspense>
    </ErrorBoundary>
  );
}
