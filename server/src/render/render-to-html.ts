import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * React's server renderer, waiting for everything the tree suspends on (a page's code loaded
 * with `React.lazy`, the API's answers) before it finishes, where renderToString would give
 * up. An error anywhere fails the render: a page never goes out half rendered.
 */
export async function renderToHtml(node: ReactNode, options: { identifierPrefix?: string } = {}): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(node, {
    ...options,
    onError: (error) => {
      failure ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw failure;
  return html;
}
