import { paths, VitalProviders, type SiteConfig } from '@vital/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from './features/auth/require-auth';
import { handoffs } from './features/handoff/content/handoffs';
import { HandoffPage } from './features/handoff/handoff-page';
import { SiteLayout } from './features/layout/site-layout';
import { NotFoundPage } from './features/not-found/not-found-page';
import { RemoteRoute } from './federation/remote-route';
import { guardedPatterns, remoteRoutes } from './routes';

async function subscribeNewsletter(): Promise<void> {
  throw new Error('Newsletter subscriptions are not open yet. Please try again soon.');
}

/** The whole site: providers, the shell and the route table. */
export function App({ config }: { config: SiteConfig }) {
  return (
    <VitalProviders config={config}>
      <Routes>
        <Route element={<SiteLayout onSubscribe={subscribeNewsletter} />}>
          {remoteRoutes.map(({ pattern, remote }) => {
            const page = <RemoteRoute remote={remote} pattern={pattern} />;
            return (
              <Route
                key={pattern}
                path={pattern}
                element={guardedPatterns.has(pattern) ? <RequireAuth>{page}</RequireAuth> : page}
              />
            );
          })}
          <Route path={paths.homeAlias} element={<Navigate to={paths.home} replace />} />
          {handoffs.map((handoff) => (
            <Route key={handoff.path} path={handoff.path} element={<HandoffPage handoff={handoff} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </VitalProviders>
  );
}
