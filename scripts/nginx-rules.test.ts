// nginx's rules are the site's rules (decision 026): deploy/nginx holds exactly what scripts/nginx-rules.ts
// renders from server/src/site-rules.ts, nginx's client key is the portal API's, and every answer nginx
// makes carries the site's headers.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { clientKey } from '../portal-api/src/security/client-key.ts';
import { REFUSALS } from '../server/src/site-rules.ts';
import { clientKeyMapLines, deployDir, renderNginxRules } from './nginx-rules.ts';

describe("nginx's rules", () => {
  it('are committed as the site’s rules render them', () => {
    for (const [file, text] of Object.entries(renderNginxRules())) {
      assert.equal(fs.readFileSync(path.join(deployDir, file), 'utf8'), text, `deploy/nginx/${file} is stale: run node --import tsx/esm scripts/nginx-rules.ts`);
    }
  });

  it("count a client as the portal API does: an IPv4 address, or an IPv6 address's /64, however nginx writes it", () => {
    // The map's lines, read as JavaScript reads them; the first that matches decides, as in nginx.
    const lines = clientKeyMapLines().map((line) => {
      const [, pattern = '', value = ''] = /^\s*"~(.*)" "?([^"]*)"?;$/.exec(line) ?? [];
      return { pattern: new RegExp(pattern), value };
    });
    const nginxKey = (address: string) => {
      for (const { pattern, value } of lines) {
        const match = pattern.exec(address);
        if (match) return value.replace(/\$(\w+)/g, (_, name: string) => match.groups?.[name] ?? '');
      }
      return address;
    };
    // nginx prints an address as RFC 5952 does: lower case, no leading zeros, the longest run of zero groups as `::`.
    const printed = (groups: number[]) => new URL(`http://[${groups.map((group) => group.toString(16)).join(':')}]`).hostname.slice(1, -1);
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let sample = 0; sample < 5_000; sample += 1) {
      // Mostly zero groups, so that `::` falls at every place.
      const groups = Array.from({ length: 8 }, () => (random() < 0.55 ? 0 : Math.floor(random() * 0x10000)));
      const address = printed(groups);
      assert.equal(nginxKey(address), clientKey(address), address);
    }
    for (const address of ['::', '::1', '1::', '2001:db8::', 'fd00:7e57:0:5::1', '2001:db8:1:2:3:4:5:6', '::ffff:192.0.2.7', '127.0.0.1']) {
      assert.equal(nginxKey(address), clientKey(address), address);
    }
  });

  it('give every refusal its short text and the site’s headers, and every answer HSTS over HTTPS', () => {
    const rendered = renderNginxRules();
    for (const role of ['site', 'remote']) {
      const answers = rendered[`snippets/${role}-answers.conf`] ?? '';
      for (const [status, text] of Object.entries(REFUSALS)) {
        assert.match(answers, new RegExp(`error_page ${status} /vital-refusal/${status};`), `${role} ${status}`);
        assert.ok(answers.includes(`location = /vital-refusal/${status} {\n  internal;\n  include snippets/short-answer.conf;`), `${role} ${status}`);
        assert.ok(answers.includes(`return ${status} "${text}";`), `${role} ${status}`);
      }
    }
    assert.match(rendered['snippets/short-answer.conf'] ?? '', /include snippets\/security-headers\.conf;/);
    assert.match(rendered['snippets/file-headers.conf'] ?? '', /include snippets\/security-headers\.conf;/);
    assert.match(rendered['snippets/security-headers.conf'] ?? '', /add_header Strict-Transport-Security \$vital_hsts always;/);
    // Pages come from the page servers, which do not know the scheme: nginx adds HSTS to them.
    assert.match(rendered['snippets/proxy.conf'] ?? '', /add_header Strict-Transport-Security \$vital_hsts always;/);
    for (const template of ['site.conf.template', 'remote.conf.template']) {
      const text = fs.readFileSync(path.join(deployDir, template), 'utf8');
      const locations = text.split(/\n\s*location /).slice(1);
      for (const location of locations) assert.match(location, /include snippets\/(proxy|file-headers|remote-file-headers)\.conf;/, `${template}: location ${location.split('\n')[0]}`);
    }
  });
});
