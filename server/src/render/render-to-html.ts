import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';

/**
 * The build-time renderer: it waits for everything a page suspends on (a lazily loaded
 * page, a chunk) before it finishes, where a synchronous render would give up.
 */
export async function renderToHtml(node: ReactNode): Promise<string> {
  // The source is typed with React's types; what JSX makes here is Preact's (decision 019).
  return renderToStringAsync(node as unknown as VNode);
}
