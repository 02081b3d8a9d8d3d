// Chromium as every script and the browser tests launch it: Debian's `chromium-headless-shell`, the
// engine of Debian's `chromium` without the desktop browser around it, which is what Playwright runs
// for headless tests. It needs fewer libraries and runs the browser tests about a sixth faster on two
// cores; Lighthouse measures the same page the same way in it.

export const chromiumPackage = 'chromium-headless-shell';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

// No sandbox (containers have no user namespaces), no GPU, TCP only, and none of a first run's
// background traffic: every page load measures or tests the site and nothing else.
const COMMON_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Playwright's launch options, the caller's flags (e.g. Lighthouse's `--remote-debugging-port`) after the common ones. */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): { executablePath: string; args: string[] } {
  return { executablePath: chromePath, args: [...COMMON_ARGS, ...extraArgs] };
}
