// The host's start-up, as a few tasks instead of one: each step evaluates one part of
// the code (React's renderer, the shared package, the site itself) and then gives the
// browser its turn, so a phone's main thread is never held for the whole start at once.
import { startFieldCapture } from './features/field-reports/field-capture';
import { yieldToBrowser } from './yield-to-browser';

export async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  // Before anything of the site runs: what goes wrong as the page starts (its hydration, its remote's
  // first load) is what field reports most need to hear of.
  startFieldCapture();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@vital/shared');
  await yieldToBrowser();
  const { startSite } = await import(/* webpackMode: "eager" */ './site');
  await yieldToBrowser();
  await startSite(container);
}

