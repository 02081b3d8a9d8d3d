import type { WriteBudgetSettings } from '../config.ts';
import type { Db } from '../db/database.ts';
import { Refused } from '../http.ts';
import { RecentMap } from './recent-map.ts';
import { tooMany } from './rate-limits.ts';

/**
 * What a row costs besides its text: its id, its created_at and SQLite's own bookkeeping (the
 * record header, the index entries, the unused rest of a page) come to some 100 bytes, so even a
 * row of short texts is not free.
 */
const ROW_OVERHEAD_BYTES = 128;
const HOUR_MS = 60 * 60 * 1000;
/** The tables strangers write to, each row with a created_at. */
const TABLES = ['contact_messages', 'newsletter_subscribers'];
/** Clients whose writes are remembered: a stranger with ever new addresses pushes out only the oldest. */
const MAX_CLIENTS = 100_000;
/** Buckets of the site's hour are short, so that its Retry-After is close; a client's longer, so that each holds at most 13. */
const SITE_BUCKET_MS = 60 * 1000;
const CLIENT_BUCKET_MS = 5 * 60 * 1000;
const BUSY = 'We are receiving more messages than usual. Please try again in a few minutes.';

/** A row's cost: the UTF-8 bytes of every text it stores, and the overhead. */
function rowCost(texts: Record<string, unknown>): number {
  let bytes = ROW_OVERHEAD_BYTES;
  for (const value of Object.values(texts)) if (typeof value === 'string') bytes += Buffer.byteLength(value);
  return bytes;
}

/**
 * The bytes written in the last hour, in buckets `bucketMs` long. A bucket is forgotten only once
 * all of it is over an hour old: the sum never leaves out a write of the last hour, and may count
 * one up to `bucketMs` older.
 */
class HourOfWrites {
  private readonly buckets: Array<{ start: number; bytes: number }> = [];
  private total = 0;

  constructor(private readonly bucketMs: number) {}

  private endsAt(bucket: { start: number }) {
    return bucket.start + this.bucketMs + HOUR_MS;
  }

  private forget(now: number) {
    while (this.buckets[0] && this.endsAt(this.buckets[0]) <= now) this.total -= this.buckets.shift()?.bytes ?? 0;
  }

  isEmpty(now: number): boolean {
    this.forget(now);
    return this.buckets.length === 0;
  }

  /** Writes must be added in the order of their time. */
  add(bytes: number, at: number) {
    this.forget(at);
    const start = at - (at % this.bucketMs);
    const last = this.buckets.at(-1);
    if (last?.start === start) last.bytes += bytes;
    else this.buckets.push({ start, bytes });
    this.total += bytes;
  }

  /** Milliseconds until `bytes` more keep the hour within `limit`: 0 at once, an hour if they never would. */
  msUntilRoomFor(bytes: number, limit: number, now: number): number {
    this.forget(now);
    let excess = this.total + bytes - limit;
    if (excess <= 0) return 0;
    for (const bucket of this.buckets) {
      excess -= bucket.bytes;
      if (excess <= 0) return this.endsAt(bucket) - now;
    }
    return HOUR_MS;
  }
}

/**
 * What strangers may store, so that nobody can fill the disk: contact messages and newsletter
 * sign-ups together have a budget of bytes in any hour, and one client a share of it, so that a
 * few clients cannot spend it all. The site's hour is read back from the tables at start, so a
 * restart does not renew it; a client's share is kept in memory only.
 */
export class WriteBudget {
  private readonly site = new HourOfWrites(SITE_BUCKET_MS);
  private readonly clients: RecentMap<HourOfWrites>;

  constructor(
    db: Db,
    private readonly settings: WriteBudgetSettings,
  ) {
    this.clients = new RecentMap(MAX_CLIENTS, (hour) => hour.isEmpty(Date.now()));
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    const written = TABLES.flatMap((table) =>
      (db.prepare(`SELECT * FROM ${table} WHERE created_at >= ?`).all(since) as Array<Record<string, unknown>>).map(
        ({ id: _id, created_at: createdAt, ...texts }) => ({ at: Date.parse(String(createdAt)), bytes: rowCost(texts) }),
      ),
    );
    for (const { at, bytes } of written.sort((a, b) => a.at - b.at)) this.site.add(bytes, at);
  }

  /**
   * Spends what storing `texts` (a row's columns but its id and created_at) costs, or refuses:
   * a 429 that begins with `lead` past the client's share, a 503 past the site's budget. Called
   * right before the insert, with no await between, so that two requests never both spend the
   * last of the budget.
   */
  spend(client: string, texts: Record<string, unknown>, lead: string) {
    const now = Date.now();
    const bytes = rowCost(texts);
    const { bytesPerHour, perClientBytesPerHour } = this.settings;
    const own = perClientBytesPerHour > 0 ? (this.clients.get(client) ?? new HourOfWrites(CLIENT_BUCKET_MS)) : null;
    const clientWait = own?.msUntilRoomFor(bytes, perClientBytesPerHour, now) ?? 0;
    if (clientWait > 0) throw tooMany(lead, Math.ceil(clientWait / 1000));
    const siteWait = bytesPerHour > 0 ? this.site.msUntilRoomFor(bytes, bytesPerHour, now) : 0;
    if (siteWait > 0) throw new Refused(503, BUSY, Math.max(60, Math.ceil(siteWait / 1000)));
    this.site.add(bytes, now);
    if (own) {
      own.add(bytes, now);
      this.clients.set(client, own);
    }
  }
}
