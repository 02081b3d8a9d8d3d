// How a page is laid out, read in the browser: the lines a text takes, the rows of a grid of
// tiles, the widths of a group of buttons, and what a visitor's eye or keyboard may land on
// under something fixed on screen.
import { type Locator, type Page } from '@playwright/test';

/**
 * The words of an element's text, line by line, as the browser laid them out (text hidden for
 * the eye, such as "(opens in a new tab)", left out).
 */
export function textLines(target: Locator): Promise<string[][]> {
  return target.evaluate((element) => {
    const lines = new Map<number, string[]>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A visually hidden span is one pixel wide: each of its words would make a line of its own.
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const box = range.getClientRects()[0];
        if (!box) continue;
        // Words of one line share their top within a pixel or two.
        const top = [...lines.keys()].find((known) => Math.abs(known - box.top) < 3) ?? box.top;
        lines.set(top, [...(lines.get(top) ?? []), match[0]]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, words]) => words);
  });
}

/** The tiles of a grid, row by row: how many each row holds and how far it reaches left and right. */
export function gridRows(grid: Locator): Promise<Array<{ tiles: number; left: number; right: number }>> {
  return grid.evaluate((element) => {
    const rows = new Map<number, { tiles: number; left: number; right: number }>();
    for (const tile of element.children) {
      const box = tile.getBoundingClientRect();
      if (box.width === 0) continue;
      const top = Math.round(box.top);
      const row = rows.get(top) ?? { tiles: 0, left: Infinity, right: -Infinity };
      rows.set(top, { tiles: row.tiles + 1, left: Math.min(row.left, Math.round(box.left)), right: Math.max(row.right, Math.round(box.right)) });
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  });
}

/**
 * What a visitor reading this page at its current width would notice, anywhere in its main
 * content: a centred heading whose last line is one word; a row of tiles (a list laid out as a
 * grid) whose last row leaves part of the width empty; a button whose label takes two lines;
 * and on a phone, where a group of buttons (children of one parent) stacks, buttons of one
 * group of different widths.
 */
export function layoutProblems(page: Page, { isPhone }: { isPhone: boolean }): Promise<string[]> {
  return page.evaluate((isCheckingGroups) => {
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['the page has no main content'];
    const name = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const isShown = (element: Element) => element.getBoundingClientRect().width > 0;

    /** Each line's words; hidden words (a 1-px span) left out. */
    const linesOf = (element: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const box = range.getClientRects()[0];
          if (box) tops.push(box.top);
        }
      }
      const lines: number[][] = [];
      for (const top of tops) {
        const line = lines.find((candidate) => Math.abs(candidate[0]! - top) < 3);
        if (line) line.push(top);
        else lines.push([top]);
      }
      return lines.sort((a, b) => a[0]! - b[0]!).map((line) => line.length);
    };

    for (const heading of main.querySelectorAll('h1, h2, h3')) {
      if (!isShown(heading) || getComputedStyle(heading).textAlign !== 'center') continue;
      const lines = linesOf(heading);
      if (lines.length > 1 && lines.at(-1) === 1) problems.push(`the centred heading “${name(heading)}” ends with one word alone`);
    }

    for (const grid of main.querySelectorAll('ul, ol, dl')) {
      if (!isShown(grid) || getComputedStyle(grid).display !== 'grid') continue;
      const rows = new Map<number, { tiles: number; left: number; right: number }>();
      for (const tile of grid.children) {
        const box = tile.getBoundingClientRect();
        if (box.width === 0) continue;
        const row = rows.get(Math.round(box.top)) ?? { tiles: 0, left: Infinity, right: -Infinity };
        rows.set(Math.round(box.top), { tiles: row.tiles + 1, left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) });
      }
      const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
      const [first] = ordered;
      const last = ordered.at(-1);
      if (!first || !last || ordered.length < 2 || last.tiles >= first.tiles) continue;
      if (last.left - first.left > 2 || first.right - last.right > 2) {
        problems.push(`the last row of “${name(grid)}” holds ${last.tiles} of ${first.tiles} tiles and leaves a gap`);
      }
    }

    // The site's buttons (and links drawn as buttons) have a 2 px border all round.
    const isButton = (element: Element) =>
      element.matches('a, button') && getComputedStyle(element).borderTopWidth === '2px' && getComputedStyle(element).borderTopStyle !== 'none';
    for (const button of main.querySelectorAll('a, button')) {
      if (!isShown(button) || !isButton(button)) continue;
      if (linesOf(button).length > 1) problems.push(`the label of “${name(button)}” takes two lines`);
    }
    for (const group of isCheckingGroups ? main.querySelectorAll('*') : []) {
      const buttons = [...group.children].filter(isShown);
      if (buttons.length < 2 || !buttons.every(isButton)) continue;
      const widths = buttons.map((button) => Math.round(button.getBoundingClientRect().width));
      if (Math.max(...widths) - Math.min(...widths) > 1) {
        problems.push(`the buttons ${buttons.map((button) => `“${name(button)}”`).join(' and ')} differ in width (${widths.join(', ')} px)`);
      }
    }
    return problems;
  }, isPhone);
}

/**
 * Presses Tab until focus comes back to where it started (at most `presses` times) and lists
 * every element that focus landed on while something fixed on screen lay over it (the element
 * the browser finds at the focused element's centre is neither it nor inside it).
 * @returns where focus went, each with what covers it, if anything, and whether it came back
 */
export async function tabThroughFixedLayers(page: Page, presses = 40): Promise<{ covered: string[]; cameBack: boolean }> {
  const covered: string[] = [];
  const start = await page.evaluateHandle(() => document.activeElement);
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate((first) => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return { isBack: false, problem: null };
      const box = focused.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const label = (element: Element | null) =>
        element
          ? (element.getAttribute('aria-label') || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || element.tagName)
              .trim()
              .replace(/\s+/g, ' ')
              .slice(0, 40)
          : 'nothing (off screen)';
      const isOnTop = hit !== null && (hit === focused || focused.contains(hit));
      return {
        isBack: focused === first,
        problem: isOnTop ? null : `focus on “${label(focused)}” lies under “${label(hit?.closest('[role="dialog"], nav, header, a, button') ?? hit)}”`,
      };
    }, start);
    if (step.problem) covered.push(step.problem);
    if (step.isBack) return { covered, cameBack: true };
  }
  return { covered, cameBack: false };
}

/**
 * Words spelled the British way: the site's copy is in American English (docs/product.md).
 * Used on text the site writes itself, not on the portal's records it lists.
 */
export function britishSpellings(text: string): string[] {
  const british =
    /\b(?:\w*(?:organi|speciali|reali|recogni|moderni|prioriti|optimi|personali|customi|minimi|maximi|utili|emphasi|summari|apologi|standardi|authori|digiti|categori|finali|visuali|normali|mobili|stabili|critici|familiari)s(?:e|es|ed|ing|ation|ations)|programmes?|licences?|enrol|enrols|enrolment|fulfil|fulfils|fulfilment|\w*(?:travell|cancell|modell|labell|counsell)(?:ed|ing|er|ers|or|ors)|(?:colour|favour|behaviour|honour|labour|neighbour|humour|flavour|endeavour)\w*|centres?|metres?|theatres?|catalogues?|analys(?:e|ed|es|ing)|ageing|whilst|amongst|learnt|cheques?|jewellery|manoeuvres?|paediatric\w*|anaesth\w*|haemat\w*|orthopaed\w*|wellbeing|maths)\b/gi;
  return [...new Set(text.match(british) ?? [])];
}
