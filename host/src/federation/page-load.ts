/**
 * Leaves the tab's page for a full load of `url`: the browser starts afresh with the page server's
 * current config. Its own module, so that tests (jsdom loads no pages) can stand in for the browser.
 */
export function loadPage(url: string) {
  window.location.assign(url);
}
