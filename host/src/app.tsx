import { createApiClient, paths, signedInOnlyPatterns, signIn, subscribeNewsletter, VitalProviders, type SiteConfig } from '@vital/shared';
import { useMemo } from 'react';
import { Navigate, Route, Routes } from '@vital/shared/router';
import { pageMeta, notFoundMeta } from './content/page-meta';
import { RequireAuth } from './features/auth/require-auth';
import { handoffs } from './features/handoff/content/handoffs';
import { HandoffPage } from './features/handoff/handoff-page';
import { SiteLayout } from './features/layout/site-layout';
import { WithPageMeta } from './features/layout/with-page-meta';
import { NotFoundPage } from './features/not-found/not-found-page';
import { RemoteRoute } from './federation/remote-route';
import { remoteRoutes } from './routes';

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
          {remoteRoutes.map(({ pattern, remote }) => {
            const meta = pageMeta[pattern] ?? notFoundMeta;
            const page = (
              <WithPageMeta meta={meta}>
                <RemoteRoute key={pattern} remote={remote} pattern={pattern} />
              </WithPageMeta>
            );
            return (
              <Route
                key={pattern}
                path={pattern}
                element={signedInOnlyPatterns.has(pattern) ? <RequireAuth>{page}</RequireAuth> : page}
              />
            );
          })}
          <Route path={paths.homeAlias} element={<Navigate to={paths.home} replace />} />
          {handoffs.map((handoff) => (
            <Route
              key={handoff.path}
              path={handoff.path}
              element={
                <WithPageMeta meta={{ title: handoff.title, description: handoff.lead }}>
                  <HandoffPage handoff={handoff} />
                </WithPageMeta>
              }
            />
          ))}
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
