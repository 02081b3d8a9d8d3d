import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseWrk } from './wrk.ts';

// As Debian's wrk 4.1 prints it, with --latency.
const OUTPUT = `Running 1s test @ http://127.0.0.1:5999/nonexistent
  2 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     5.23ms    3.63ms  32.96ms   84.68%
    Req/Sec   401.20     46.28   484.00     70.00%
  Latency Distribution
     50%  427.00us
     75%    6.87ms
     90%    9.31ms
     99%    1.02s
  800 requests in 1.00s, 406.25KB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 10
Requests/sec:    797.23
Transfer/sec:    404.85KB
`;

describe('parseWrk', () => {
  it('reads requests per second, the 50th and 99th percentiles in milliseconds, the errors and the bytes per answer', () => {
    assert.deepEqual(parseWrk(OUTPUT), { requestsPerSecond: 797.23, latencyMs: { p50: 0.427, p99: 1020 }, errors: 15, requests: 800, bytesPerResponse: (406.25 * 1024) / 800 });
  });

  it('counts no error when wrk reports none', () => {
    const clean = OUTPUT.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    assert.equal(parseWrk(clean).errors, 0);
  });

  it('refuses what is not wrk’s output, with the output', () => {
    assert.throws(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused'), /wrk printed no totals:\nunable to connect/);
  });
});
