import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * React's build-time renderer: it waits for everything a page suspends on (a lazily loaded
 * page, a chunk) before it finishes, where renderToString would give up.
 */
export async function renderToHtml(node: ReactNode, options: { identifierPrefix?: string } = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    ...options,
    onError: (error) => {
      throw error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
