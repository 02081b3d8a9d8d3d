// The addresses the whole-site checks visit — `pnpm bench` and the browser quality tests
// (host/e2e/quality.spec.ts): each page of the host's route table at one concrete address,
// and one address no page has. The route table is the host's (pagePatterns in
// host/src/routes.tsx); the host's build writes the same patterns, in the same order, to
// dist/shells.json, which is what the bench reads after building.
import fs from 'node:fs';
import path from 'node:path';
import type { Shells } from '../server/src/compose.ts';

/** An address no route has: the site answers it with its 404 page. */
export const NOT_FOUND_PROBE = '/no-such-page';

/** What a route parameter is visited with: the portal API's first seeded record (`/blogs/1`). */
const SAMPLE_PARAM = '1';

/** The address a page pattern is visited at: `/blogs/:id` → `/blogs/1`, a post the API has. */
export const visitPath = (pattern: string) => pattern.replace(/:[^/]+/g, SAMPLE_PARAM);

/**
 * Every page of the built site, at the address it is visited at, in the route table's order.
 * `hostDist`: the host's dist folder (its shells.json is written by its build).
 */
export function builtPagePaths(hostDist: string): string[] {
  const shells: Shells = JSON.parse(fs.readFileSync(path.join(hostDist, 'shells.json'), 'utf8'));
  return Object.keys(shells.pages).map(visitPath);
}
