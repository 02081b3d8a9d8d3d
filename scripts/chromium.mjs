// Chromium as every script and the browser tests launch it (playwright.config.ts, pnpm bench,
// pnpm test, the server-rendering test, portal-api's media generator): Debian's package, one
// path and one set of flags.

/** Debian's chromium, unless CHROME_PATH names another build. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless without a sandbox (containers have no user namespaces) or a GPU, over TCP only
 * (QUIC off), and none of the background traffic a first run makes (updates, sync, field
 * trials): every page load measures or tests the site and nothing else.
 */
const chromiumArgs = Object.freeze([
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * Playwright's launch options for that chromium, with the caller's own flags after the common ones.
 * @param {readonly string[]} [extraArgs] e.g. `--remote-debugging-port=9333` for Lighthouse
 * @returns {{ executablePath: string, args: string[] }}
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromePath, args: [...chromiumArgs, ...extraArgs] };
}
