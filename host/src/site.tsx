import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { parseSiteConfig, type SiteConfig } from '@vital/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@vital/shared/router';
import { App } from './app';
import { preloadRemote, registerSiteRemotes } from './federation/remote-loader';
import { stopFieldCapture } from './features/field-reports/field-capture';
import { startFieldReports } from './features/field-reports/start-field-reports';
import { adoptServerIsland, captureTypedFields, onHostLive } from './features/islands/server-island';
import { rootOptions } from './features/islands/root-options';
import { remoteForPath } from './routes';

declare global {
  interface Window {
    /** The server may inline site.config.json into the page to save a request. */
    __VITAL_SITE_CONFIG__?: unknown;
  }
}

async function readSiteConfig(): Promise<SiteConfig> {
  if (window.__VITAL_SITE_CONFIG__) return parseSiteConfig(window.__VITAL_SITE_CONFIG__);
  const response = await fetch('/site.config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`site.config.json answered ${response.status}`);
  return parseSiteConfig(await response.json());
}

function renderStartupError(container: HTMLElement, error: unknown) {
  console.error('[vital] the site could not start:', error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font: 1.125rem/1.5 system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem;';
  message.textContent = 'The site could not start. Please reload the page in a moment.';
  container.replaceChildren(message);
}

/** Reads the site's config, starts the remotes' code and hydrates the page (or renders it, in development). */
export async function startSite(container: HTMLElement) {
  let config: SiteConfig;
  try {
    config = await readSiteConfig();
  } catch (error) {
    // Without a config there are no versions to report, nor a sample rate to decide by.
    stopFieldCapture();
    renderStartupError(container, error);
    return;
  }
  // Before anything is rendered: each API client made from here on knows whose it is.
  startFieldReports(config);
  registerSiteRemotes(config);
  // The current page's remote starts downloading while React starts up.
  const remote = remoteForPath(window.location.pathname);
  if (remote) preloadRemote(remote);

  // The cache adopts the server's style elements (the shell's and the fragment's, in the head) as it is
  // made. The page's policy allows those by their hashes and empty style elements, which are all this
  // cache makes: its rules go in through the CSSOM (decision 029).
  const styleCache = createCache({ key: 'css' });
  adoptServerIsland(container);

  const site = (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <BrowserRouter>
          <App config={config} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
  const options = rootOptions('the shell');
  // The page server sends every page rendered (decision 014); the dev server sends an empty root.
  if (container.hasChildNodes()) {
    // The island's fields are its own root's to hand over (remote-route.tsx).
    onHostLive(captureTypedFields(container, container.querySelector('[data-island]')));
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding it for the whole tree (a default-priority hydration runs in one task).
    startTransition(() => {
      hydrateRoot(container, site, options);
    });
  } else {
    createRoot(container, options).render(site);
  }
}
