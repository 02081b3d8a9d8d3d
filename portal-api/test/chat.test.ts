// The chatbot endpoint: GET /chat?query=… → { response }.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_ANSWER } from '../src/chat/knowledge.ts';
import { call, SITE_ORIGIN, startServer, type Envelope, type TestServer } from './helpers.ts';

describe('chat', () => {
  let server: TestServer;
  const ask = <T = { response: string }>(query: string) => call<T>(server.url, `/chat?${new URLSearchParams({ query })}`);

  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.close();
  });

  test('a question about fees is answered: job matching is free', async () => {
    const answer = await ask('what are your fees');
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(Object.keys(answer.body), ['response']);
    assert.match(answer.body.response, /job matching is free/i);
  });

  test('other topics get their own answer', async () => {
    assert.match((await ask('How long does it take to hire someone?')).body.response, /15 days/);
    assert.match((await ask('Is there a replacement guarantee?')).body.response, /6-month replacement guarantee/);
    assert.match((await ask('WHAT ARE YOUR FEES???')).body.response, /free/i);
  });

  test('an unknown question gets the default answer pointing to Contact', async () => {
    const answer = await ask('xyzzy plugh quux');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.response, DEFAULT_ANSWER);
    assert.match(answer.body.response, /Contact/);
  });

  test('an empty, whitespace-only or missing query is a 400', async () => {
    for (const path of ['/chat?query=', '/chat?query=%20%20%20', '/chat?query=%09%0A', '/chat']) {
      const answer = await call<Envelope>(server.url, path);
      assert.equal(answer.status, 400, path);
      assert.deepEqual(answer.body, { success: false, message: 'Question is required.' });
    }
  });

  test('a query over 500 characters is a 400; 500 is accepted', async () => {
    const tooLong = await ask('a'.repeat(501));
    assert.equal(tooLong.status, 400);
    assert.deepEqual(tooLong.body, { success: false, message: 'Question must be at most 500 characters.' });
    const longest = await ask(`fees ${'a'.repeat(495)}`);
    assert.equal(longest.status, 200);
    assert.match(longest.body.response, /free/i);
  });

  test('the site may call it from the browser', async () => {
    const answer = await call(server.url, '/chat?query=hello', { headers: { origin: SITE_ORIGIN } });
    assert.equal(answer.headers.get('access-control-allow-origin'), SITE_ORIGIN);
  });
});
