import { DEFAULT_ANSWER, knowledge, type KnowledgeEntry } from './knowledge.ts';

export const MAX_QUERY_LENGTH = 500;

const tokens = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Keyword ranking over the knowledge entries: the entry with the most distinct matches answers. */
export function answer(query: string, entries: KnowledgeEntry[] = knowledge): string {
  const words = new Set(tokens(query));
  let best: { entry: KnowledgeEntry; score: number } | null = null;
  for (const entry of entries) {
    const score = entry.keywords.filter((keyword) => words.has(keyword)).length;
    if (score > 0 && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry.answer ?? DEFAULT_ANSWER;
}
