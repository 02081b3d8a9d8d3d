import { test } from '@playwright/test';
import { writeFileSync } from 'node:fs';

test('explore', async ({ page }) => {
  const reqs: string[] = [];
  page.on('request', (r) => reqs.push(r.url()));
  page.on('console', (m) => reqs.push(`CONSOLE ${m.type()}: ${m.text()}`));
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
  await page.getByRole('button', { name: 'For Companies' }).click();
  await page.getByRole('button', { name: 'Industries' }).click();
  await page.getByRole('link', { name: 'Finance & Banking' }).click();
  await page.getByRole('heading', { level: 1, name: 'Finance and Banking' }).waitFor();
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await page.getByRole('dialog').waitFor();
  const share = await page.evaluate(() => {
    const f = (globalThis as any).__FEDERATION__;
    const out: any = { instances: f.__INSTANCES__.map((i: any) => i.name), share: {} };
    for (const [id, scopes] of Object.entries<any>(f.__SHARE__)) {
      out.share[id] = {};
      for (const [scope, pkgs] of Object.entries<any>(scopes)) {
        out.share[id][scope] = {};
        for (const [pkg, versions] of Object.entries<any>(pkgs)) {
          out.share[id][scope][pkg] = {};
          for (const [v, e] of Object.entries<any>(versions)) out.share[id][scope][pkg][v] = { from: e.from, loaded: e.loaded, useIn: e.useIn, keys: Object.keys(e) };
        }
      }
    }
    return out;
  });
  writeFileSync('/tmp/explore/share.json', JSON.stringify(share, null, 2));
  writeFileSync('/tmp/explore/reqs.txt', reqs.join('\n'));
});
