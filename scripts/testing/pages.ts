// What a page server's answers say, read as the site's tests read them: a page's heading, the version it serves.

/** The text of a page's <h1> as the server sent it (React's <!-- --> between text parts dropped); undefined for a page in its loading state. */
export const headingIn = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '');

/** The version of `remote` the config of the page server at `origin` names, or null for its build. */
export async function servedVersion(origin: string, remote: string) {
  const config = (await (await fetch(`${origin}/site.config.json`)).json()) as { remotes: Record<string, string> };
  return /\/releases\/([^/]+)\//.exec(config.remotes[remote] ?? '')?.[1] ?? null;
}
