// Chromium as every script and the browser tests launch it (playwright.config.ts, pnpm bench,
// pnpm test, pnpm release's check, the server-rendering test, portal-api's media generator):
// Debian's package, one path and one set of flags.
//
// The package is `chromium-headless-shell`: the same engine as Debian's `chromium` without the
// desktop browser around it (no window toolkit), which is what Playwright itself runs for headless
// tests. It installs with fewer libraries and runs the browser tests about a sixth faster on two
// cores; Lighthouse measures the same page the same way in it.

/** The Debian package that provides the browser. */
export const chromiumPackage = 'chromium-headless-shell';

/** Debian's chromium headless shell, unless CHROME_PATH names another build. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Without a sandbox (containers have no user namespaces) or a GPU, over TCP only
 * (QUIC off), and none of the background traffic a first run makes (updates, sync, field
 * trials): every page load measures or tests the site and nothing else.
 */
const chromiumArgs = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * Playwright's launch options for that chromium, with the caller's own flags after the common
 * ones (e.g. `--remote-debugging-port=9333` for Lighthouse).
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): { executablePath: string; args: string[] } {
  return { executablePath: chromePath, args: [...chromiumArgs, ...extraArgs] };
}
