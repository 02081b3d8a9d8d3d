import { sendBatch, toBatches } from './field-batches';
import { FIELD_LIMITS, FIELD_PATH, FIELD_SOURCES, type FieldBatch, type FieldEvent } from '@vital/shared';
// The page servers' own check (the main entry does not name it: no page needs it at run time).
// eslint-disable-next-line no-restricted-imports -- the test holds every batch to the collector's check
import { parseFieldBatch } from '@vital/shared/contract';

const SESSION = '0123456789abcdef0123456789abcdef';
const versions = Object.fromEntries(FIELD_SOURCES.map((source) => [source, 'build'])) as FieldBatch['versions'];
const error = (n: number, length = 20): FieldEvent => ({ kind: 'error', source: 'marketing', origin: 'uncaught', message: `E${n} `.padEnd(length, 'x') });
const bytes = (batch: FieldBatch) => new TextEncoder().encode(JSON.stringify(batch)).length;

describe('toBatches', () => {
  it('puts a few events in one batch the page servers accept', () => {
    const events: FieldEvent[] = [{ kind: 'view', sources: ['host', 'marketing'] }, error(1), { kind: 'vital', source: 'marketing', name: 'LCP', value: 812.4, target: 'main>h1' }];
    const batches = toBatches(SESSION, versions, events);

    expect(batches).toEqual([{ session: SESSION, versions, events }]);
    expect(parseFieldBatch(batches[0])).toEqual(batches[0]);
  });

  it(`splits at ${FIELD_LIMITS.maxEvents} events, keeping their order`, () => {
    const events = Array.from({ length: 95 }, (_, n) => error(n));
    const batches = toBatches(SESSION, versions, events);

    expect(batches.map((batch) => batch.events.length)).toEqual([40, 40, 15]);
    expect(batches.flatMap((batch) => batch.events)).toEqual(events);
    for (const batch of batches) expect(typeof parseFieldBatch(batch)).toBe('object');
  });

  it(`splits before a batch would pass ${FIELD_LIMITS.maxBodyBytes} bytes`, () => {
    // Long messages of two-byte characters: 40 of them would be far past the limit.
    const events = Array.from({ length: 120 }, (_, n) => ({ ...error(n), message: `E${n} ${'é'.repeat(FIELD_LIMITS.maxMessageChars - 6)}` }));
    const batches = toBatches(SESSION, versions, events);

    expect(batches.length).toBeGreaterThan(3);
    for (const batch of batches) {
      expect(bytes(batch)).toBeLessThanOrEqual(FIELD_LIMITS.maxBodyBytes);
      expect(typeof parseFieldBatch(batch)).toBe('object');
    }
    // Each is filled: the next event would not have fitted.
    expect(bytes({ ...batches[0]!, events: [...batches[0]!.events, events[0]!] })).toBeGreaterThan(FIELD_LIMITS.maxBodyBytes);
    expect(batches.flatMap((batch) => batch.events)).toEqual(events);
  });

  it('makes no batch of no events', () => {
    expect(toBatches(SESSION, versions, [])).toEqual([]);
  });
});

describe('sendBatch', () => {
  it(`hands the batch to the browser as a JSON beacon to ${FIELD_PATH}`, async () => {
    const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    const batch = toBatches(SESSION, versions, [error(1)])[0]!;

    expect(sendBatch(batch)).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(FIELD_PATH);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual(batch);
  });
});
