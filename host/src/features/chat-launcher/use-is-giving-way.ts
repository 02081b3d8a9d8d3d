import { tokens } from '@vital/shared';
import { type RefObject, useEffect, useState } from 'react';

/** What a visitor must be able to see and tap: the launcher never lies over one of these at first view. */
const CONTENT = ':is(main, footer) :is(a[href], button, input, select, textarea, img, svg[role="img"], figure, dl > div, dd)';

const isNarrow = () => window.matchMedia(`(max-width: ${tokens.breakpoints.md - 0.02}px)`).matches;

function coversContent(launcher: HTMLElement): boolean {
  const box = launcher.getBoundingClientRect();
  for (const element of document.querySelectorAll<HTMLElement>(CONTENT)) {
    const other = element.getBoundingClientRect();
    if (other.width === 0 || other.height === 0) continue;
    if (other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom) return true;
  }
  return false;
}

/**
 * On a phone's first view the page fills the screen, so the floating launcher would sit on
 * whatever the bottom-right corner holds (a hero's button, a figure, the next field). Below md,
 * until the page has scrolled by the launcher's own footprint, the launcher steps aside when it
 * would cover a control or a figure; once the visitor scrolls, content moves past it and the
 * page's end keeps room for it (fixedClearance). It starts aside, as the server renders it, so
 * the first paint never shows it over the page; it is checked again when the page changes.
 */
export function useIsGivingWay(launcher: RefObject<HTMLElement | null>, isActive: boolean): boolean {
  const [isGivingWay, setIsGivingWay] = useState(true);
  useEffect(() => {
    if (!isActive) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = launcher.current;
      if (!element) return;
      const footprint = window.innerHeight - element.getBoundingClientRect().top;
      setIsGivingWay(isNarrow() && window.scrollY < footprint && coversContent(element));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [launcher, isActive]);
  return isGivingWay;
}
