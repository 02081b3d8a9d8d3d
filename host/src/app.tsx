import { createApiClient, notFoundMeta, pageList, paths, signIn, subscribeNewsletter, VitalProviders, type RoutePattern, type SiteConfig } from '@vital/shared';
import { useMemo } from 'react';
import { Navigate, Route, Routes } from '@vital/shared/router';
import { RequireAuth } from './features/auth/require-auth';
import { handoffs } from './features/handoff/content/handoffs';
import { HandoffPage } from './features/handoff/handoff-page';
import { SiteLayout } from './features/layout/site-layout';
import { WithPageMeta } from './features/layout/with-page-meta';
import { NotFoundPage } from './features/not-found/not-found-page';
import { RemoteRoute } from './federation/remote-route';

/** The whole site: providers, the shell and the route table. */
export function App({ config }: { config: SiteConfig }) {
  const client = useMemo(() => createApiClient(config.apiBase), [config.apiBase]);
  const api = useMemo(
    () => ({
      authenticate: (credentials: Parameters<typeof signIn>[1]) => signIn(client, credentials),
      subscribe: (email: string) => subscribeNewsletter(client, email),
    }),
    [client],
  );
  return (
    <VitalProviders config={config} authenticate={api.authenticate}>
      <Routes>
        <Route element={<SiteLayout onSubscribe={api.subscribe} />}>
          {pageList.map((entry) => {
            const handoff = handoffs.find((candidate) => candidate.page === entry);
            const content =
              entry.owner === 'host' ? (
                handoff && <HandoffPage handoff={handoff} />
              ) : (
                <RemoteRoute key={entry.path} remote={entry.owner} pattern={entry.path as RoutePattern} />
              );
            const page = <WithPageMeta meta={entry}>{content}</WithPageMeta>;
            return <Route key={entry.path} path={entry.path} element={entry.isSignedInOnly ? <RequireAuth>{page}</RequireAuth> : page} />;
          })}
          <Route path={paths.homeAlias} element={<Navigate to={paths.home} replace />} />
          <Route
            path="*"
            element={
              <WithPageMeta meta={notFoundMeta}>
                <NotFoundPage />
              </WithPageMeta>
            }
          />
        </Route>
      </Routes>
    </VitalProviders>
  );
}
