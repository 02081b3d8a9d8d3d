// Queries the page tests share (imported by tests only).
import { screen } from '@vital/shared/testing';

/** A page section, named by its h2. */
export const sectionNamed = (name: string) => screen.getByRole('region', { name });

/** The closing call-to-action band, found through its h2. */
export const closingBand = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;

/** The h3 texts inside an element, in order. */
export const cardTitles = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('h3'), (heading) => heading.textContent);
