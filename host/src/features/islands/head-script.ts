import { COHORT_BANDS, COHORT_COOKIE, SIGNED_IN_COOKIE, SIGNED_IN_HINT_ATTRIBUTE } from '@vital/shared';

/** On a page island the server sent whose code could not be loaded (RemoteRoute): its forms wait for its code. */
export const ISLAND_WITHOUT_CODE_ATTRIBUTE = 'data-without-code';

/**
 * What runs in every page's head before anything is painted: the page server inlines it, and its
 * policy allows it by its hash (dist/shells.json). Page source, so it uses nothing from outside itself.
 */
export const headScript = [
  // A form sent before its page is live, or from a page whose code could not be loaded, would
  // leave the page and lose what was typed: it waits until the page is live with its code.
  `document.addEventListener("submit",function(e){if(!document.documentElement.hasAttribute("data-live")||e.target.closest("[${ISLAND_WITHOUT_CODE_ATTRIBUTE}]"))e.preventDefault()},true);`,
  // A browser that signed in carries the signed-in cookie: the parts of a page that differ for a
  // signed-in visitor keep their space, blank, until the visitor is known (AuthPending), instead
  // of painting the signed-out call to action first. Pages stay the same for everyone.
  `if(/(?:^|; )${SIGNED_IN_COOKIE}=1(?:;|$)/.test(document.cookie))document.documentElement.setAttribute("${SIGNED_IN_HINT_ATTRIBUTE}","");`,
  // A visitor's cohort (decision 030): one of equal bands, drawn once and kept a year, by which every page
  // server (and nginx's cache) gives a canary's candidate to its share of visitors from their next page on.
  // A random number, first-party, named by nothing else: nothing personal.
  `if(!/(?:^|; )${COHORT_COOKIE}=/.test(document.cookie))document.cookie="${COHORT_COOKIE}="+Math.floor(Math.random()*${COHORT_BANDS})+";path=/;max-age=31536000;samesite=lax"+(location.protocol==="https:"?";secure":"");`,
].join('');
