// Real visitors for the tests of what one client may do to others, in a process of their own, so
// that the test's attackers do not share their event loop (a visitor's time is the visitor's own).
// It prints one JSON line when it ends.
// - Load: each visitor is a keep-alive connection from a loopback address of its own (a client of
//   its own to nginx's limits), asking for the next of `urls` at a steady rate, and opening a new
//   connection every `perConnection` requests, as browsers do; what failed (a status of 400 or more,
//   an error, no answer within 5 s) and the latency percentiles.
//     node --import tsx/esm scripts/testing/visitor-load.ts --urls '["http://127.0.0.1:4350/about"]' --visitors 10 --rate 10 --seconds 30
// - Sign-ins: `count` visitors, each from a clean address, sign in one after another, `every` ms
//   apart; each one's status and time.
//     node --import tsx/esm scripts/testing/visitor-load.ts --sign-in http://127.0.0.1:4510/api/signin --account '{"email":…,"password":…}' --count 10 --every 600
import http from 'node:http';
import { parseArgs } from 'node:util';
import { ipv4Client } from './loopback-clients.ts';
import { type Answer, request, sleep } from './strangers.ts';

export interface VisitorLoadResult {
  requests: number;
  failures: Array<{ url: string; outcome: string }>;
  p50: number;
  p99: number;
  max: number;
}

/** The groups of loopback addresses visitors come from (127.0.2.x, 127.0.3.x): no attacker of the tests uses them. */
const VISITOR_GROUP = 2;
const SIGN_IN_GROUP = 3;

function ask(url: string, agent: http.Agent): Promise<{ outcome: string | null; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip, br', 'user-agent': 'visitor' }, timeout: 5_000 }, (response) => {
      response.resume();
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ outcome: status >= 400 ? `status ${status}` : null, ms: performance.now() - started });
      });
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 5 s')));
    request.on('error', (error) => resolve({ outcome: error.message, ms: performance.now() - started }));
  });
}

async function visitorLoad({ urls, visitors, rate, seconds, perConnection = 20 }: { urls: string[]; visitors: number; rate: number; seconds: number; perConnection?: number }): Promise<VisitorLoadResult> {
  const latencies: number[] = [];
  const failures: VisitorLoadResult['failures'] = [];
  const endAt = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      const localAddress = ipv4Client(VISITOR_GROUP, visitor);
      let agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
      // Visitors start a little apart, as they would.
      let next = performance.now() + (visitor * 1000) / (rate * visitors);
      for (let sent = 0; next < endAt; sent += 1) {
        if (next > performance.now()) await new Promise((resolve) => setTimeout(resolve, next - performance.now()));
        next += 1000 / rate;
        if (sent > 0 && sent % perConnection === 0) {
          agent.destroy();
          agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
        }
        const url = urls[(sent + visitor) % urls.length] ?? '';
        const { outcome, ms } = await ask(url, agent);
        latencies.push(ms);
        if (outcome) failures.push({ url, outcome });
      }
      agent.destroy();
    }),
  );
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return { requests: latencies.length, failures, p50: percentile(0.5), p99: percentile(0.99), max: Math.round(latencies.at(-1) ?? 0) };
}

async function signIns({ url, account, count, every }: { url: string; account: unknown; count: number; every: number }) {
  const answers: Answer[] = [];
  for (let index = 0; index < count; index += 1) {
    await sleep(every);
    answers.push(await request(url, { localAddress: ipv4Client(SIGN_IN_GROUP, index), method: 'POST', body: account }));
  }
  return answers.map(({ status, ms }) => ({ status, ms: Math.round(ms) }));
}

const { values } = parseArgs({
  options: {
    urls: { type: 'string' },
    visitors: { type: 'string', default: '10' },
    rate: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    'sign-in': { type: 'string' },
    account: { type: 'string' },
    count: { type: 'string', default: '10' },
    every: { type: 'string', default: '600' },
  },
});
const result = values['sign-in']
  ? await signIns({ url: values['sign-in'], account: JSON.parse(values.account ?? '{}'), count: Number(values.count), every: Number(values.every) })
  : await visitorLoad({ urls: JSON.parse(values.urls ?? '[]'), visitors: Number(values.visitors), rate: Number(values.rate), seconds: Number(values.seconds) });
console.log(JSON.stringify(result));
