/** Where a tab keeps its field session: gone with the tab, never sent anywhere but in a report. */
export const SESSION_KEY = 'vital:field-session';

interface StoredSession {
  id: string;
  isSampled: boolean;
}

const SESSION_ID = /^[0-9a-f]{32}$/;

/** 128 random bits: nothing about the visitor, and no two tabs alike. */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readStored(): StoredSession | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { id, isSampled } = value as Partial<StoredSession>;
    return typeof id === 'string' && SESSION_ID.test(id) && typeof isSampled === 'boolean' ? { id, isSampled } : null;
  } catch {
    return null;
  }
}

/**
 * The tab's field session id, or null when this session sends no reports. Whether it does is drawn
 * once per session, at `sampleRate`, and kept with the id: every page of the tab decides alike, so
 * a sampled session's pages are all counted. Without session storage the page is a session of its own.
 */
export function fieldSession(sampleRate: number, random: () => number = Math.random): string | null {
  let session = readStored();
  if (!session) {
    session = { id: newSessionId(), isSampled: random() < sampleRate };
    try {
      sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    } catch {
      // Storage refused (a private window's quota): this page decides for itself.
    }
  }
  return session.isSampled ? session.id : null;
}
