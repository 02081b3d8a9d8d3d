import createCache, { type EmotionCache } from '@emotion/cache';
import { AUTH_AS_SERVER_RENDERED, parseSiteConfig, SIGN_IN_FAILED, type AuthContextValue, type IslandBridge, type SiteConfig, type ToastContextValue } from '@vital/shared';

/**
 * The config pages are rendered with. Nothing rendered at build time may depend on it:
 * every address taken from the config renders the site's own stand-in until the page is
 * live (usePortalHref), so one build serves any deployment. `.invalid` never resolves,
 * and the render fails if it shows up in the HTML. A page rendered with its data on the
 * remote's server (decision 020) has the API the data came from, and only that.
 */
export function renderConfig(apiBase = 'https://render.invalid'): SiteConfig {
  return parseSiteConfig({
    remotes: {
      marketing: 'https://render.invalid/marketing/mf-manifest.json',
      industries: 'https://render.invalid/industries/mf-manifest.json',
      accounts: 'https://render.invalid/accounts/mf-manifest.json',
      chat: 'https://render.invalid/chat/mf-manifest.json',
    },
    apiBase,
    portalUrl: 'https://render.invalid/portal',
    chatbotUrl: 'https://render.invalid/chat',
    demoMode: false,
  });
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

/**
 * An emotion cache that collects rules instead of writing style elements: the page's
 * styles go out once, in the form the browser's cache (key `css`) adopts as its own.
 */
export function createRenderCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The styles a render used, as one element emotion's browser cache adopts without inserting them again. */
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

export function serverBridge(styleCache: EmotionCache, config = renderConfig()): IslandBridge {
  return { config, auth: serverAuth, toast: serverToast, styleCache, router: null };
}

/** A render must not depend on the deployment: the build's stand-in origin never reaches the HTML. */
export function assertNoRenderOrigin(where: string, html: string) {
  if (html.includes('render.invalid')) throw new Error(`${where}: the server-rendered HTML depends on site.config.json`);
}
