// What the host's and the remotes' render builds share.
import createCache, { type EmotionCache } from '@emotion/cache';
import { AUTH_AS_SERVER_RENDERED, parseSiteConfig, REMOTE_NAMES, SIGN_IN_FAILED } from '@vital/shared';
import type { AuthContextValue, IslandBridge, SiteConfig, ToastContextValue } from '@vital/shared';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export interface RenderedFile {
  file: string;
  content: string;
}

/**
 * Waits for everything the tree suspends on (`React.lazy`, the API's answers), where
 * renderToString would give up. An error anywhere fails the render: a page never goes out half rendered.
 */
export async function renderToHtml(node: ReactNode, options: { identifierPrefix?: string } = {}): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(node, {
    ...options,
    onError: (error) => {
      failure ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw failure;
  return html;
}

/** `/blogs/:id` → `/blogs/0`: a page renders its loading state, not its data. */
export const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, '0');

/**
 * So that one build serves any deployment, nothing rendered at build time may depend on the config:
 * `.invalid` never resolves, and the render fails if it shows up in the HTML. A page rendered with
 * its data (decision 020) has the API the data came from, and only that.
 */
export function renderConfig(apiBase = 'https://render.invalid'): SiteConfig {
  return parseSiteConfig({
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `https://render.invalid/${name}/mf-manifest.json`])),
    apiBase,
    portalUrl: 'https://render.invalid/portal',
    chatbotUrl: 'https://render.invalid/chat',
    demoMode: false,
  });
}

export function assertNoRenderOrigin(where: string, html: string) {
  if (html.includes('render.invalid')) throw new Error(`${where}: the server-rendered HTML depends on site.config.json`);
}

/** On the server nobody is signed in yet: the state every page starts in (auth still loading). */
const serverAuth: AuthContextValue = {
  ...AUTH_AS_SERVER_RENDERED,
  signIn: async () => false,
  attemptSignIn: async () => ({ ok: false, message: SIGN_IN_FAILED }),
  signOut: () => {},
};

const serverToast: ToastContextValue = {
  toasts: [],
  toast: () => ({ id: 'server', dismiss: () => {}, update: () => {} }),
  dismiss: () => {},
};

export function serverBridge(styleCache: EmotionCache, config = renderConfig()): IslandBridge {
  return { config, auth: serverAuth, toast: serverToast, styleCache, router: null };
}

/** Collects rules instead of writing style elements: the page's styles go out once, in one element. */
export function createRenderCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The styles a render used, in the form emotion's browser cache (key `css`) adopts without inserting them again. */
export function collectedStyles(cache: EmotionCache): string {
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  // CSS that cannot end its element early.
  return ids.length ? `<style data-emotion="css ${ids.join(' ')}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>` : '';
}
