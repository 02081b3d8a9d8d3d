import { useDefaultPageMeta, type PageMeta } from '@vital/shared';
import type { ReactNode } from 'react';

/** Gives the route its title and description (a page may refine them with usePageMeta). */
export function WithPageMeta({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  useDefaultPageMeta(meta);
  return children;
}
