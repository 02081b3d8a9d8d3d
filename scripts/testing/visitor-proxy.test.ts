import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';
import { startVisitorProxy, throughProxy } from './visitor-proxy.ts';

describe('a visitor proxy', () => {
  const server = http.createServer((request, response) => response.end(`<title>${request.socket.remoteAddress}</title>`));
  after(() => server.close());

  it("sends a browser context's requests to a loopback server from an address of its own", async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const proxies = await Promise.all(['127.0.0.21', '127.0.0.22'].map(startVisitorProxy));
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      for (const proxy of proxies) {
        const context = await browser.newContext({ proxy: throughProxy(proxy) });
        const page = await context.newPage();
        await page.goto(url);
        assert.match(await page.title(), new RegExp(`${proxy.localAddress.replace(/\./g, '\\.')}$`));
        await context.close();
      }
    } finally {
      await browser.close();
      await Promise.all(proxies.map((proxy) => proxy.close()));
    }
  });
});
