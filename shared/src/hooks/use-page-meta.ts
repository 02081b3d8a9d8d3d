import { useEffect, useLayoutEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** Keep the page out of search results (the 404 page). */
  noIndex?: boolean;
}

const SITE_NAME = 'Vital';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** A page's title as the browser shows it: "About Us | Vital". */
export function fullPageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

function applyPageMeta({ title, description, noIndex = false }: PageMeta) {
  const fullTitle = fullPageTitle(title);
  document.title = fullTitle;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', fullTitle);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('name', 'robots', noIndex ? 'noindex' : null);
}

/** Sets the document's title, description and Open Graph tags for the page being shown. */
export function usePageMeta(meta: PageMeta | null | undefined) {
  const { title, description, noIndex } = meta ?? {};
  useEffect(() => {
    if (title && description) applyPageMeta({ title, description, noIndex });
  }, [title, description, noIndex]);
}

/**
 * The route's default meta, applied before any page effect runs, so a page
 * that knows better (a blog post's own title) overrides it with usePageMeta.
 */
export function useDefaultPageMeta(meta: PageMeta) {
  const { title, description, noIndex } = meta;
  useLayoutEffect(() => {
    applyPageMeta({ title, description, noIndex });
  }, [title, description, noIndex]);
}
