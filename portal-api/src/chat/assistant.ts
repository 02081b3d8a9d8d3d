// The local assistant: a small retrieval over the knowledge file. Each topic
// is a document (keywords, sample questions, title) in a MiniSearch index,
// ranked by BM25; the best topic answers, and a question that matches no
// topic gets the default answer pointing to Contact. No external model.
import MiniSearch from 'minisearch';
import { DEFAULT_ANSWER, knowledge, type KnowledgeEntry } from './knowledge.ts';

/** Longer questions are refused by the route (400) and cut here as a second guard. */
export const MAX_QUERY_LENGTH = 500;

/**
 * Words that say nothing about the topic. Without them "What are your fees?"
 * would also match every sample question that starts with "What are your".
 */
const STOP_WORDS = new Set(
  `a about above after again all am an and any anything are as at be been being but by can could
  did do does doing for from get got had has have having he her here hers him his how i if in into is
  it it's its just know like me more most my need no not now of off on once only or other our ours out
  over please same she should so some such tell than that the their them then there these they this
  those through to too under until up very want was we were what when which while who whom why will
  with would you your yours yourself ll ve re d s t m`.split(/\s+/),
);
// Kept although common: they carry the topic in short questions ("who are you", "where are you").
['about', 'who', 'where', 'other'].forEach((word) => STOP_WORDS.delete(word));

/** Lower case, no accents, simple plural folding, so "Fees", "fee" and "FEES" meet. */
export function normaliseTerm(term: string): string | null {
  // "IT" the industry, not "it" the pronoun: only the capitals tell them apart.
  if (term === 'IT') return 'tech';
  const word = term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9/]/g, '');
  if (!word || STOP_WORDS.has(word)) return null;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

interface TopicDocument {
  id: string;
  title: string;
  keywords: string;
  questions: string;
}

function buildIndex(entries: readonly KnowledgeEntry[]) {
  const index = new MiniSearch<TopicDocument>({
    fields: ['keywords', 'questions', 'title'],
    storeFields: ['id'],
    processTerm: normaliseTerm,
    searchOptions: {
      boost: { keywords: 3, title: 2, questions: 1 },
      // Typos in longer words only ("guarentee"); short words would match too much.
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll(
    entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      keywords: entry.keywords.join(' '),
      questions: entry.questions.join(' '),
    })),
  );
  return index;
}

interface Ranked {
  id: string;
  score: number;
}

export interface Assistant {
  /** Topics that match the question, best first. */
  rank(query: string): Ranked[];
  /** The plain-text answer to a question. */
  answer(query: string): string;
}

export function createAssistant(entries: readonly KnowledgeEntry[] = knowledge): Assistant {
  const index = buildIndex(entries);
  const answers = new Map(entries.map((entry) => [entry.id, entry.answer]));
  const rank = (query: string): Ranked[] =>
    index.search(query.slice(0, MAX_QUERY_LENGTH)).map((result) => ({ id: String(result.id), score: result.score }));
  return {
    rank,
    answer(query) {
      const best = rank(query)[0];
      return (best && answers.get(best.id)) ?? DEFAULT_ANSWER;
    },
  };
}

const assistant = createAssistant();

/** The answer of the site's assistant to one question. */
export function answer(query: string): string {
  return assistant.answer(query);
}
