/** A piece of an answer: plain text, or the name of one of the site's pages, linked to it. */
export type AnswerPart = string | { text: string; to: string };

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits an answer so each page it names ("the Contact page", "The For Companies page") links
 * to that page. Only `<name> page`, with a name as the site writes it, is a link: the answer
 * stays plain text (never markup) whichever chatbot wrote it.
 */
export function linkPages(answer: string, pages: Readonly<Record<string, string>>): AnswerPart[] {
  // Longest names first, so "For Companies" is never read as a shorter name it contains.
  const names = Object.keys(pages).sort((a, b) => b.length - a.length);
  if (names.length === 0) return [answer];
  const pattern = new RegExp(`\\b(${names.map(escapeForPattern).join('|')}) page\\b`, 'g');
  const parts: AnswerPart[] = [];
  let end = 0;
  for (const match of answer.matchAll(pattern)) {
    if (match.index > end) parts.push(answer.slice(end, match.index));
    parts.push({ text: match[0], to: pages[match[1]!]! });
    end = match.index + match[0].length;
  }
  if (end < answer.length) parts.push(answer.slice(end));
  return parts;
}
