// Prerendered pages (docs/decisions/010-prerendered-pages.md): what a snapshot
// holds, how it is taken in the browser, and how the server puts it into the
// host's page. The host's client replaces it with createRoot once it starts.
/* global document -- capturePage() runs in the page, not in Node */
/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';

/** Where the snapshots live inside the host's dist folder. */
export const PRERENDER_DIR = 'prerendered';
const MANIFEST = 'manifest.json';

/**
 * @typedef {object} Snapshot
 * @property {string} path      the page's path (`/about`)
 * @property {string} html      the inside of #root, with inline styles moved into `css`
 * @property {string} css       the page's other style rules (global ones, keyframes, its inline styles)
 * @property {{ ids: string[], css: string }} [emotion]  its components' rules, for emotion's cache to adopt
 * @property {Array<{ name?: string, property?: string, content: string }>} meta  description, robots, Open Graph
 * @property {string} title
 * @property {Record<string, unknown>} data   the API answers the page showed, by call path
 * @property {Record<string, unknown>} config the site config it was made with (its origins)
 */

/** @typedef {Array<[from: string, to: string]>} OriginChanges  origins of a snapshot and the served ones that replace them */

/**
 * Runs in the page (Playwright serialises it, so it must not use anything
 * from this module) and returns what the server needs to send it again.
 * @returns {Omit<Snapshot, 'path' | 'data' | 'config'>}
 */
export function capturePage() {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root in the page');
  const copy = /** @type {HTMLElement} */ (root.cloneNode(true));
  // Nothing that runs or embeds belongs in a snapshot; React never writes any.
  copy.querySelectorAll('script, iframe, object, embed, template, noscript').forEach((node) => node.remove());
  for (const element of copy.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) if (/^on/i.test(name)) element.removeAttribute(name);
  }
  // Scroll reveals start again on the client; without it, content is simply shown.
  copy.querySelectorAll('[data-reveal]').forEach((node) => node.removeAttribute('data-reveal'));
  // A form cannot work before the page's script has taken over: inert until then,
  // so nothing is typed into a snapshot that is about to be replaced.
  copy.querySelectorAll('form').forEach((form) => form.setAttribute('inert', ''));
  // The Content-Security-Policy refuses style attributes in markup, so each
  // becomes a rule of the page's nonce-carrying style element.
  /** @type {string[]} */
  const inlineRules = [];
  copy.querySelectorAll('[style]').forEach((element, index) => {
    const declarations = element.getAttribute('style') ?? '';
    element.removeAttribute('style');
    if (!declarations.trim()) return;
    element.setAttribute('data-ps', String(index));
    inlineRules.push(`[data-ps="${index}"]{${declarations}}`);
  });
  // Emotion's production sheet writes with insertRule, so the rules are read
  // from the CSSOM: the style elements themselves are empty. A component's
  // rules (`.css-<id>`, also inside @media) go where emotion's cache adopts them
  // on the client, as it does server-rendered styles, so they are not compiled
  // and inserted a second time; the rest (global rules, keyframes) is the
  // snapshot's own and goes once the page is live.
  const classRules = [];
  /** @type {Set<string>} */
  const ids = new Set();
  const otherRules = [];
  for (const style of document.querySelectorAll('style')) {
    for (const rule of style.sheet ? [...style.sheet.cssRules] : []) {
      const id = style.dataset.emotion === 'css' ? /\.css-([a-z0-9]+)/.exec(rule.cssText)?.[1] : undefined;
      if (id) {
        ids.add(id);
        classRules.push(rule.cssText);
      } else {
        otherRules.push(rule.cssText);
      }
    }
  }
  const meta = [...document.head.querySelectorAll('meta[name="description"], meta[name="robots"], meta[property^="og:"]')].map(
    (element) => {
      const name = element.getAttribute('name');
      const property = element.getAttribute('property');
      const content = element.getAttribute('content') ?? '';
      return name ? { name, content } : { property: property ?? '', content };
    },
  );
  return {
    html: copy.innerHTML,
    css: [...otherRules, ...inlineRules].join('\n'),
    emotion: { ids: [...ids], css: classRules.join('\n') },
    meta,
    title: document.title,
  };
}

/** The key of the not-found page's snapshot: what the server sends for a path no route knows. */
export const NOT_FOUND = '*';

/**
 * The file name of a page's snapshot: `/` is index, `/industries/it` is industries__it.
 * @param {string} pagePath
 */
export const snapshotName = (pagePath) =>
  `${pagePath === NOT_FOUND ? 'not-found' : pagePath === '/' ? 'index' : pagePath.slice(1).replace(/\//g, '__')}.json`;

/**
 * Whether a route pattern (`/blogs/:id`) matches a path.
 * @param {string} pattern
 * @param {string} pathname
 */
export const matchesPattern = (pattern, pathname) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`).test(pathname);

/**
 * Writes the snapshots and the manifest the server looks them up in.
 * @param {string} dist the host's dist folder
 * @param {Snapshot[]} snapshots
 */
export function writeSnapshots(dist, snapshots) {
  const dir = path.join(dist, PRERENDER_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  /** @type {Record<string, string>} */
  const manifest = {};
  for (const snapshot of snapshots) {
    const name = snapshotName(snapshot.path);
    fs.writeFileSync(path.join(dir, name), JSON.stringify(snapshot));
    manifest[snapshot.path] = name;
  }
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
}

/**
 * Looks snapshots up for the server: the manifest is read again when it
 * changes on disk (a new prerender), and a request's path is only ever a key
 * into it, never part of a file name.
 * @param {string} dist the host's dist folder
 * @returns {(pathname: string) => Snapshot | null}
 */
export function createSnapshotStore(dist) {
  const dir = path.join(dist, PRERENDER_DIR);
  let manifest = { mtimeMs: -1, entries: /** @type {Record<string, string>} */ ({}) };
  /** @type {Map<string, Snapshot | null>} null for a file that cannot be read */
  const files = new Map();
  return (pathname) => {
    const manifestFile = path.join(dir, MANIFEST);
    if (!fs.existsSync(manifestFile)) return null;
    const { mtimeMs } = fs.statSync(manifestFile);
    if (mtimeMs !== manifest.mtimeMs) {
      manifest = { mtimeMs, entries: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) };
      files.clear();
    }
    const clean = pathname.replace(/\/+$/, '') || '/';
    const name = Object.hasOwn(manifest.entries, clean) ? manifest.entries[clean] : null;
    if (!name) return null;
    if (!files.has(name)) {
      try {
        files.set(name, JSON.parse(fs.readFileSync(path.join(dir, path.basename(name)), 'utf8')));
      } catch {
        files.set(name, null);
      }
    }
    return files.get(name) ?? null;
  };
}

/**
 * Pairs of origins that differ between the config a snapshot was made with
 * and the one being served (a remote, the API or the portal on another host
 * or port), found by walking both configs side by side.
 * @param {unknown} madeWith
 * @param {unknown} servedWith
 * @returns {OriginChanges}
 */
export function originChanges(madeWith, servedWith) {
  /** @type {Map<string, string>} */
  const changes = new Map();
  /**
   * @param {unknown} a
   * @param {unknown} b
   */
  const walk = (a, b) => {
    if (typeof a === 'string' && typeof b === 'string') {
      const from = originOf(a);
      const to = originOf(b);
      if (from && to && from !== to) changes.set(from, to);
      return;
    }
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      const made = /** @type {Record<string, unknown>} */ (a);
      const served = /** @type {Record<string, unknown>} */ (b);
      for (const key of Object.keys(made)) if (Object.hasOwn(served, key)) walk(made[key], served[key]);
    }
  };
  walk(madeWith, servedWith);
  return [...changes];
}

/** @param {string} value */
const originOf = (value) => {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites the snapshot's origins to the served ones; a port is matched whole (4801 is not 48010).
 * @param {string} text
 * @param {OriginChanges} changes
 */
export function rewriteOrigins(text, changes) {
  return changes.reduce(
    (out, [from, to]) => out.replace(new RegExp(`${escapeRegExp(from)}(?![0-9A-Za-z.-])`, 'g'), () => to),
    text,
  );
}

/**
 * The host's scripts start after the snapshot's first paint instead of before
 * it: a deferred script runs as soon as parsing ends, and the page's first
 * style and layout would wait for it (and count against the main thread).
 * They still download at once, from the preload. A hidden tab, where frames
 * do not come, starts them straight away.
 * @param {string} html
 * @param {string} nonce
 */
function startAfterFirstPaint(html, nonce) {
  const sources = [...html.matchAll(/<script defer="defer" src="([^"]+)"><\/script>/g)].map((match) => match[1]);
  if (!sources.length) return html;
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}">`).join('');
  const start =
    `<script nonce="${nonce}">(function(){var s=${JSON.stringify(sources).replace(/</g, '\\u003c')};` +
    'function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()</script>';
  return html
    .replace(/<script defer="defer" src="[^"]+"><\/script>/g, '')
    .replace('</head>', () => `${preloads}</head>`)
    .replace('</body>', () => `${start}</body>`);
}

/** @param {string | undefined} text */
const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The components' rules as an emotion server-rendered style element: the
 * client's cache (key `css`) adopts them and marks their ids as inserted.
 * @param {Snapshot} snapshot
 * @param {OriginChanges} changes
 * @param {string} nonce
 */
function emotionStyle(snapshot, changes, nonce) {
  const ids = (snapshot.emotion?.ids ?? []).filter((id) => /^[a-z0-9]+$/.test(id));
  if (!snapshot.emotion || !ids.length) return '';
  const css = safeCss(rewriteOrigins(snapshot.emotion.css, changes));
  return `<style data-emotion="css ${ids.join(' ')}" nonce="${nonce}">${css}</style>`;
}

/**
 * CSS that cannot close its style element early.
 * @param {string} css
 */
const safeCss = (css) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The host's page with a snapshot in it: the page's markup in #root (marked
 * so the client knows to replace it), its style rules in a nonce-carrying
 * style element, its title and meta in the head, and no "needs JavaScript"
 * notice, since the page reads without it.
 * @param {string} html the host's index.html
 * @param {Snapshot} snapshot
 * @param {{ nonce: string, config: Record<string, unknown> }} options
 */
export function applySnapshot(html, snapshot, { nonce, config }) {
  const changes = originChanges(snapshot.config ?? {}, config);
  const markup = rewriteOrigins(snapshot.html, changes);
  const css = safeCss(rewriteOrigins(snapshot.css, changes));
  const meta = snapshot.meta
    .map(({ name, property, content }) =>
      name
        ? `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`
        : `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`,
    )
    .join('');
  // Function replacers throughout: `$&`, `$'` or `` $` `` in page text must stay text.
  return startAfterFirstPaint(html, nonce)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(snapshot.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${meta}${emotionStyle(snapshot, changes, nonce)}<style data-prerendered nonce="${nonce}">${css}</style></head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${markup}</div>`);
}
