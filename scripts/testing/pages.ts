// What a page server's answers say, read as the site's tests read them: a page's heading, the version it serves.
import { BUILD_VERSION } from '../../shared/src/contract/index.ts';

/** The text of a page's <h1> as the server sent it (React's <!-- --> between text parts dropped); undefined for a page in its loading state. */
export const headingIn = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '');

/** The version of `remote` the page server at `origin` serves, as its config names it for the page's field reports; null for its build. */
export async function servedVersion(origin: string, remote: string) {
  const config = (await (await fetch(`${origin}/site.config.json`)).json()) as { versions: Record<string, string> };
  const version = config.versions[remote];
  if (version === undefined) throw new Error(`${origin}/site.config.json names no version of ${remote}`);
  return version === BUILD_VERSION ? null : version;
}

/** `read` again every `everyMs` until `isDone` takes its answer, for up to `withinMs`; its last answer. */
export async function askUntil<T>(read: () => Promise<T>, isDone: (answer: T) => boolean, { withinMs = 5_000, everyMs = 100 } = {}): Promise<T> {
  for (const until = Date.now() + withinMs; ; await new Promise((resolve) => setTimeout(resolve, everyMs))) {
    const answer = await read();
    if (isDone(answer) || Date.now() > until) return answer;
  }
}

/**
 * The heading of the page at `url`, asked again for up to 5 s while it is not `expected` (without one, while
 * the page has none): on a busy machine a version's first fragment may miss its deadline, and the page come
 * in its loading state.
 */
export const headingAt = (url: string, expected?: string) =>
  askUntil(async () => headingIn(await (await fetch(url)).text()), (heading) => (expected === undefined ? heading !== undefined : heading === expected));
