// A remote's journeys (issue 41): what a visitor does on its pages, declared by the remote's team and
// run by the release check (scripts/release/check.ts) on the live site with the candidate swapped in.
// They ship as `journeys.json` at the top of the build, beside mf-manifest.json, from any bundler: the
// site's own remotes write it from their `src/journeys.ts`, which their webpack config passes to the
// build (shared/build/webpack.ts, typed and read there); an outside team writes it by hand or from its build. `parseJourneys` is the one reader; docs/remote-teams.md
// says the same for teams. No imports but the JSON readers: the scripts read it without React.
import { arrayAt, objectAt, refuse, stringAt, type Json } from './read-json';

/** Where a build ships its journeys: a build without the file is checked page by page only. */
export const JOURNEYS_FILE = 'journeys.json';

/**
 * Replaced, in every text of every step, by a token made once per check (8 hex digits), the same in all
 * of its journeys: an e-mail `check+{{run}}@example.test` is new on each run, and a later journey signs
 * in with the account an earlier one made.
 */
export const RUN_TOKEN = '{{run}}';

/** What a file may hold: a check runs its journeys one after another, each step within seconds. */
const JOURNEY_LIMITS = { journeys: 10, steps: 40, textChars: 500 } as const;

/** The roles a `click` may name (`button` when it names none). */
const CLICK_ROLES = ['button', 'link', 'tab', 'menuitem', 'option', 'switch'] as const;
type ClickRole = (typeof CLICK_ROLES)[number];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * One step. Actions: open a path of the site (`go`), type into a text field (`fill`, `with`), choose an
 * option of a select (`select`, `option`), tick a checkbox or radio (`check`), click a control (`click`,
 * `role`), scroll the page (`scroll`: one screen `down`, or to the `bottom`). Fields and controls are named
 * as a screen reader reads them (their accessible name, exactly: an `aria-hidden` asterisk is not part of a
 * label). Expectations wait for what they name, a few seconds at most: a request `METHOD /path` made since
 * the last action and answered 2xx (`expectRequest`), a text shown on the page (`expectText`, part of an
 * element's text), a heading (`expectHeading`, its whole name), the page's path (`expectUrl`). Every step
 * also fails on a console error or an uncaught error of the page.
 */
export type JourneyStep =
  | { go: string }
  | { fill: string; with: string }
  | { select: string; option: string }
  | { check: string }
  | { click: string; role?: ClickRole }
  | { scroll: 'down' | 'bottom' }
  | { expectRequest: string }
  | { expectText: string }
  | { expectHeading: string }
  | { expectUrl: string };

export interface Journey {
  /** Names the journey in the check's steps and in a refusal: "sign up as a professional". */
  name: string;
  /** Starts with `go`: each journey opens in a browser of its own (no cookies), signed out. */
  steps: readonly JourneyStep[];
}

/** The file: `{ "journeys": [...] }`, run in their order. Read-only lists: a remote's source declares it `as const`. */
export interface JourneysFile {
  journeys: readonly Journey[];
}

/** Each step's kind (its one key) and the other keys it may have. */
const KINDS: Record<string, readonly string[]> = {
  go: [],
  fill: ['with'],
  select: ['option'],
  check: [],
  click: ['role'],
  scroll: [],
  expectRequest: [],
  expectText: [],
  expectHeading: [],
  expectUrl: [],
};

/** A path pattern: `/` then anything but spaces and a host (`//`); `*` stands for any characters but `/`. */
const PATH = /^\/(?!\/)\S*$/;
const REQUEST = new RegExp(`^(${METHODS.join('|')}) (\\/(?!\\/)\\S*)$`);

/** A request expectation's parts: `POST /api/signup/*` → POST and the path pattern. */
export function requestOf(expectation: string): { method: Method; path: string } | null {
  const match = REQUEST.exec(expectation);
  return match ? { method: match[1] as Method, path: match[2] ?? '/' } : null;
}

/** Whether a path (no query) matches a pattern of `expectRequest` or `expectUrl`: `*` is any characters but `/`; a query in either is ignored. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const source = (pattern.split('?')[0] ?? '').split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${source.join('[^/]*')}$`).test(pathname.split('?')[0] ?? '');
}

function textAt(value: unknown, source: string, field: string): string {
  const text = stringAt(value, source, field);
  if (!text.trim() || text.length > JOURNEY_LIMITS.textChars) refuse(source, field, `a text of 1 to ${JOURNEY_LIMITS.textChars} characters`);
  return text;
}

function parseStep(raw: unknown, source: string, field: string): JourneyStep {
  const step = objectAt(raw, source, field);
  const kinds = Object.keys(step).filter((key) => key in KINDS);
  const kind = kinds[0];
  if (kinds.length !== 1 || kind === undefined) refuse(source, field, `one of ${Object.keys(KINDS).join(', ')} (exactly one)`);
  const allowed = KINDS[kind] ?? [];
  const extra = Object.keys(step).find((key) => key !== kind && !allowed.includes(key));
  if (extra !== undefined) refuse(source, `${field}.${extra}`, `absent: a ${kind} step has ${[kind, ...allowed].map((key) => `"${key}"`).join(' and ')} only`);
  const at = (key: string) => textAt(step[key], source, `${field}.${key}`);
  const value = at(kind);
  const isPath = kind === 'go' || kind === 'expectUrl';
  if (isPath && !PATH.test(value)) refuse(source, `${field}.${kind}`, 'a path of the site, starting with one /');
  if (kind === 'expectRequest' && !requestOf(value)) refuse(source, `${field}.${kind}`, `a method (${METHODS.join(', ')}), a space and a path: "POST /api/signup/professional"`);
  switch (kind) {
    case 'fill': {
      const typed = stringAt(step.with, source, `${field}.with`);
      return typed.length <= JOURNEY_LIMITS.textChars ? { fill: value, with: typed } : refuse(source, `${field}.with`, `at most ${JOURNEY_LIMITS.textChars} characters`);
    }
    case 'select':
      return { select: value, option: at('option') };
    case 'click': {
      if (step.role === undefined) return { click: value };
      const role = stringAt(step.role, source, `${field}.role`);
      return CLICK_ROLES.includes(role as ClickRole) ? { click: value, role: role as ClickRole } : refuse(source, `${field}.role`, `one of ${CLICK_ROLES.join(', ')}`);
    }
    case 'scroll':
      return value === 'down' || value === 'bottom' ? { scroll: value } : refuse(source, `${field}.scroll`, '"down" or "bottom"');
    default:
      return { [kind]: value } as JourneyStep;
  }
}

function parseJourney(raw: unknown, source: string, field: string): Journey {
  const journey: Json = objectAt(raw, source, field);
  const extra = Object.keys(journey).find((key) => key !== 'name' && key !== 'steps');
  if (extra !== undefined) refuse(source, `${field}.${extra}`, 'absent: a journey has "name" and "steps" only');
  const name = textAt(journey.name, source, `${field}.name`);
  const steps = arrayAt(journey.steps, source, `${field}.steps`);
  if (steps.length === 0 || steps.length > JOURNEY_LIMITS.steps) refuse(source, `${field}.steps`, `1 to ${JOURNEY_LIMITS.steps} steps`);
  const parsed = steps.map((step, index) => parseStep(step, source, `${field}.steps.${index}`));
  if (!parsed[0] || !('go' in parsed[0])) refuse(source, `${field}.steps.0`, 'a go step: a journey starts on a page of the site');
  return { name, steps: parsed };
}

/** Reads a build's journeys.json: throws naming the first wrong field, as the other readers of the contract. */
export function parseJourneys(raw: unknown, source = JOURNEYS_FILE): JourneysFile {
  const file = objectAt(raw, source, '(the file)');
  const extra = Object.keys(file).find((key) => key !== 'journeys');
  if (extra !== undefined) refuse(source, extra, 'absent: the file has "journeys" only');
  const list = arrayAt(file.journeys, source, 'journeys');
  if (list.length === 0 || list.length > JOURNEY_LIMITS.journeys) refuse(source, 'journeys', `1 to ${JOURNEY_LIMITS.journeys} journeys`);
  const journeys = list.map((journey, index) => parseJourney(journey, source, `journeys.${index}`));
  const names = journeys.map((journey) => journey.name);
  const repeated = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (repeated >= 0) refuse(source, `journeys.${repeated}.name`, `a name no other journey has ("${names[repeated]}" is taken)`);
  return { journeys };
}
