// A remote's standalone page for local development: the same providers as the
// host, a list of the remote's routes, and nothing else. Not part of the site.
import styled from '@emotion/styled';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@vital/shared/router';
import { parseSiteConfig } from '../config/site-config';
import { localRemoteOrigin, remoteUrls, type ChatWidgetProps, type RemoteModule } from '../contract';
import { VitalProviders } from '../providers/vital-providers';
import { Toaster } from '../toast/toaster';
import { openChat, closeChat, useIsChatOpen } from '../chat/chat-trigger';

const Bar = styled.nav(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  padding: theme.space[3],
  background: theme.colors.surfaceInverse,
  color: theme.colors.textInverse,
  fontSize: theme.fontSizes.sm,
  a: { color: theme.colors.textInverse },
  button: { font: 'inherit' },
}));

function ChatSlot({ Widget }: { Widget: ComponentType<ChatWidgetProps> }) {
  const isOpen = useIsChatOpen();
  return isOpen ? <Widget onClose={closeChat} /> : <button onClick={openChat}>Open chat</button>;
}

/** The default local ports: the portal API on 3100, each remote on its port of the contract (REMOTES). */
const DEV_CONFIG = {
  remotes: remoteUrls(localRemoteOrigin, 'mf-manifest.json'),
  apiBase: 'http://localhost:3100',
  portalUrl: 'http://localhost:3100/portal',
  chatbotUrl: 'http://localhost:3100/chat',
  demoMode: false,
};

/** Mounts a remote on its own, for `pnpm --filter @vital/remote-X dev`. */
export function mountDevShell(module: RemoteModule) {
  const config = parseSiteConfig(DEV_CONFIG);
  const patterns = Object.keys(module.routes);
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <VitalProviders config={config}>
          <Bar aria-label={`${module.remote} remote (development shell)`}>
            <strong>{module.remote} · dev shell</strong>
            {patterns.map((pattern) => (
              <Link key={pattern} to={pattern.replace(':id', 'dummy-1')}>
                {pattern}
              </Link>
            ))}
            {module.ChatWidget && <ChatSlot Widget={module.ChatWidget} />}
          </Bar>
          <main>
            <Suspense fallback={<p role="status">Loading…</p>}>
              <Routes>
                {patterns.map((pattern) => {
                  const Page = module.routes[pattern as keyof typeof module.routes];
                  return Page ? <Route key={pattern} path={pattern} element={<Page />} /> : null;
                })}
                <Route path="*" element={<p>Not a route of this remote.</p>} />
              </Routes>
            </Suspense>
          </main>
          <Toaster />
        </VitalProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
