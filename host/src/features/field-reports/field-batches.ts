import { FIELD_LIMITS, FIELD_PATH, type FieldBatch, type FieldEvent } from '@vital/shared';

const encoder = new TextEncoder();
const bytesOf = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

/**
 * The events as batches the page servers accept: in order, none with more than `FIELD_LIMITS.maxEvents`
 * events or `FIELD_LIMITS.maxBodyBytes` bytes of JSON (the servers refuse more before reading it).
 */
export function toBatches(session: string, versions: FieldBatch['versions'], events: readonly FieldEvent[]): FieldBatch[] {
  // Each event adds its own JSON and a comma to the envelope's.
  const envelopeBytes = bytesOf({ session, versions, events: [] });
  const batches: FieldBatch[] = [];
  let current: FieldEvent[] = [];
  let bytes = envelopeBytes;
  for (const event of events) {
    const eventBytes = bytesOf(event) + (current.length > 0 ? 1 : 0);
    if (current.length > 0 && (current.length === FIELD_LIMITS.maxEvents || bytes + eventBytes > FIELD_LIMITS.maxBodyBytes)) {
      batches.push({ session, versions, events: current });
      current = [];
      bytes = envelopeBytes;
    }
    bytes += bytesOf(event) + (current.length > 0 ? 1 : 0);
    current.push(event);
  }
  if (current.length > 0) batches.push({ session, versions, events: current });
  return batches;
}

/**
 * Hands a batch to the browser, which sends it even as the page goes (a beacon: a POST to the page's
 * own origin, which the policy's `connect-src 'self'` allows). False when the browser would not take it.
 */
export function sendBatch(batch: FieldBatch): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(FIELD_PATH, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
}
