import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIELD_SOURCES, isFieldVersion, REMOTE_NAMES, withLocalRemotes } from '../contract';
import { DEFAULT_PORTAL_PATHS, parseSiteConfig, portalHref, SiteConfigError, type SiteConfig } from './site-config';

const HASH = 'a'.repeat(64);

/** A minimal valid raw config; tests override one field at a time. */
function raw(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `https://cdn.test/${name}/mf-manifest.json`])),
    apiBase: 'https://api.test',
    portalUrl: 'https://portal.test',
    chatbotUrl: 'https://bot.test/chat',
    ...overrides,
  };
}

describe('parseSiteConfig', () => {
  it('accepts the host’s own site.config.json as its build and dev server serve it, each remote on its contract port', () => {
    const file = path.resolve(__dirname, '../../../host/public/site.config.json');
    const config = parseSiteConfig(withLocalRemotes(JSON.parse(readFileSync(file, 'utf8'))));

    expect(Object.keys(config.remotes)).toEqual(REMOTE_NAMES);
    expect(config.remotes.marketing).toBe('http://localhost:3001/mf-manifest.json');
    expect(config.remotes.chat).toBe('http://localhost:3004/mf-manifest.json');
    expect(config.apiBase).toBe('http://localhost:3100');
    expect(config.portalUrl).toBe('http://localhost:3100/portal');
    expect(config.chatbotUrl).toBe('http://localhost:3100/chat');
    expect(config.demoMode).toBe(true);
    expect(config.demoAccounts).toHaveLength(2);
    expect(config.demoAccounts.map((a) => a.userType).sort()).toEqual(['company', 'professional']);
    expect(config.remoteTimeoutMs).toBe(10_000);
  });

  it('accepts the production example, which has no demo accounts and only HTTPS origins', () => {
    const file = path.resolve(__dirname, '../../../host/site.config.production.json');
    const json: Record<string, unknown> = JSON.parse(readFileSync(file, 'utf8'));

    const config = parseSiteConfig(json);

    expect(config.demoMode).toBe(false);
    expect(config.demoAccounts).toEqual([]);
    const urls = [config.apiBase, config.portalUrl, config.chatbotUrl, ...Object.values(config.remotes)];
    expect(urls.filter((url) => !url.startsWith('https://'))).toEqual([]);
    // Where each remote is deployed is the deployment's own fact: the example names every remote of the contract, and only those.
    expect(Object.keys(json.remotes as object).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(Object.keys(json.remoteReleases as object).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('strips trailing slashes from every URL', () => {
    const config = parseSiteConfig(
      raw({
        apiBase: 'https://api.test/',
        portalUrl: 'https://portal.test/app//',
        chatbotUrl: 'https://bot.test/chat/',
        remotes: {
          marketing: 'https://cdn.test/m/',
          industries: 'https://cdn.test/i/',
          accounts: 'https://cdn.test/a/',
          chat: 'https://cdn.test/c/',
        },
      }),
    );
    expect(config.apiBase).toBe('https://api.test');
    expect(config.portalUrl).toBe('https://portal.test/app');
    expect(config.chatbotUrl).toBe('https://bot.test/chat');
    expect(config.remotes).toEqual({
      marketing: 'https://cdn.test/m',
      industries: 'https://cdn.test/i',
      accounts: 'https://cdn.test/a',
      chat: 'https://cdn.test/c',
    });
  });

  it.each([
    ['null', null],
    ['an array', [raw()]],
    ['a string', '{"apiBase":"https://api.test"}'],
    ['a number', 42],
    ['undefined', undefined],
  ])('rejects %s', (_, value) => {
    expect(() => parseSiteConfig(value)).toThrow(SiteConfigError);
    expect(() => parseSiteConfig(value)).toThrow('site.config.json must hold a JSON object');
  });

  it('rejects a config without remotes', () => {
    const { remotes: _remotes, ...withoutRemotes } = raw();
    expect(() => parseSiteConfig(withoutRemotes)).toThrow(SiteConfigError);
  });

  it('rejects a config that leaves one remote unknown, naming it', () => {
    const config = raw();
    const { chat: _chat, ...threeRemotes } = config.remotes as Record<string, string>;
    expect(() => parseSiteConfig({ ...config, remotes: threeRemotes })).toThrow(/"remotes\.chat"/);
  });

  const badUrls: Array<[string, unknown]> = [
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative URL', '/api'],
    ['a protocol-relative URL', '//api.test'],
    ['a data: URL', 'data:text/html,hi'],
    ['an ftp: URL', 'ftp://api.test'],
    ['an empty string', ''],
    ['a number', 3100],
    ['a missing value', undefined],
    ['a host that would add a directive to the page’s policy', 'http://a.com;script-src'],
    ['a host with a quote', "https://a.com'unsafe-inline'"],
  ];

  describe.each(['apiBase', 'portalUrl', 'chatbotUrl'])('%s', (field) => {
    it.each(badUrls)(`refuses %s`, (_, value) => {
      expect(() => parseSiteConfig(raw({ [field]: value }))).toThrow(SiteConfigError);
      expect(() => parseSiteConfig(raw({ [field]: value }))).toThrow(`"${field}" must be an http(s) URL`);
    });
  });

  describe.each([...REMOTE_NAMES])('remotes.%s', (name) => {
    it.each(badUrls)('refuses %s', (_, value) => {
      const config = raw();
      const remotes = { ...(config.remotes as Record<string, unknown>), [name]: value };
      expect(() => parseSiteConfig({ ...config, remotes })).toThrow(SiteConfigError);
      expect(() => parseSiteConfig({ ...config, remotes })).toThrow(`"remotes.${name}" must be an http(s) URL`);
    });
  });

  it('is a real Error subclass with its own name', () => {
    try {
      parseSiteConfig(raw({ apiBase: 'javascript:alert(1)' }));
      throw new Error('expected a SiteConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toBeInstanceOf(SiteConfigError);
      expect((error as Error).name).toBe('SiteConfigError');
    }
  });

  it('fills every portal path with its default when none are given', () => {
    expect(parseSiteConfig(raw()).portalPaths).toEqual({
      login: '/login',
      signup: '/signup',
      profile: '/profile',
      postRequirements: '/requirements/new',
      findOpportunities: '/jobs',
      uploadCv: '/cv',
      training: '/training',
      careerResources: '/resources',
    });
  });

  it('keeps configured portal paths and ignores values that are not paths', () => {
    const config = parseSiteConfig(
      raw({
        portalPaths: {
          login: '/sign-in',
          signup: 'https://evil.test/signup',
          profile: 'javascript:alert(1)',
          findOpportunities: 42,
          uploadCv: '',
          training: '/courses',
          unknownKey: '/ignored',
        },
      }),
    );
    expect(config.portalPaths).toEqual({
      ...DEFAULT_PORTAL_PATHS,
      login: '/sign-in',
      training: '/courses',
    });
    expect(config.portalPaths).not.toHaveProperty('unknownKey');
  });

  it('ignores a portalPaths value that is not an object', () => {
    expect(parseSiteConfig(raw({ portalPaths: ['/login'] })).portalPaths).toEqual(DEFAULT_PORTAL_PATHS);
  });

  it('turns demo mode on only for a literal true', () => {
    expect(parseSiteConfig(raw({ demoMode: true })).demoMode).toBe(true);
    expect(parseSiteConfig(raw({ demoMode: 'true' })).demoMode).toBe(false);
    expect(parseSiteConfig(raw({ demoMode: 1 })).demoMode).toBe(false);
    expect(parseSiteConfig(raw()).demoMode).toBe(false);
  });

  it('keeps well-formed demo accounts and drops malformed ones', () => {
    const good = { email: 'pro@demo.test', userType: 'professional', passwordSha256: HASH };
    const goodUpper = { email: 'co@demo.test', userType: 'company', passwordSha256: 'ABCDEF'.padEnd(64, '0') };
    const config = parseSiteConfig(
      raw({
        demoAccounts: [
          good,
          null,
          'pro@demo.test',
          { ...good, email: 7 },
          { ...good, userType: 'admin' },
          { ...good, passwordSha256: 'secret' },
          { ...good, passwordSha256: 'g'.repeat(64) },
          { ...good, passwordSha256: 'a'.repeat(63) },
          { email: 'nopass@demo.test', userType: 'company' },
          goodUpper,
        ],
      }),
    );
    expect(config.demoAccounts).toEqual([good, goodUpper]);
  });

  it('gives an empty demo account list when the value is not a list', () => {
    expect(parseSiteConfig(raw({ demoAccounts: { email: 'x' } })).demoAccounts).toEqual([]);
    expect(parseSiteConfig(raw()).demoAccounts).toEqual([]);
  });

  it.each<[string, unknown, number]>([
    ['missing', undefined, 10_000],
    ['a normal value', 2500, 2500],
    ['the maximum', 60_000, 60_000],
    ['above the maximum', 600_000, 60_000],
    ['zero', 0, 10_000],
    ['negative', -5, 10_000],
    ['NaN', Number.NaN, 10_000],
    ['Infinity', Number.POSITIVE_INFINITY, 10_000],
    ['a numeric string', '5000', 10_000],
  ])('clamps remoteTimeoutMs: %s', (_, value, expected) => {
    expect(parseSiteConfig(raw({ remoteTimeoutMs: value })).remoteTimeoutMs).toBe(expected);
  });
});

describe('parseSiteConfig: field reports', () => {
  /** A released version's name, as `pnpm release` makes them. */
  const RELEASED = '0123456789ab-abc1234';
  const allBuild = Object.fromEntries(FIELD_SOURCES.map((source) => [source, 'build']));

  it('names every source’s version as the build when the config names none, as the dev server’s does', () => {
    expect(parseSiteConfig(raw()).versions).toEqual(allBuild);
  });

  it('keeps the versions the page server names, and those alone', () => {
    const versions = { host: 'build-0123456789ab', marketing: RELEASED, industries: 'build', accounts: RELEASED, chat: 'build-aaaaaaaaaaaa', stranger: RELEASED };
    expect(parseSiteConfig(raw({ versions })).versions).toEqual({
      host: 'build-0123456789ab',
      marketing: RELEASED,
      industries: 'build',
      accounts: RELEASED,
      chat: 'build-aaaaaaaaaaaa',
    });
  });

  it('names a source the build when its version is not one the contract accepts, and keeps the others', () => {
    const versions = { host: 'build-XYZ', marketing: '../../etc', industries: 7, accounts: RELEASED, chat: '' };
    const parsed = parseSiteConfig(raw({ versions })).versions ?? {};
    expect(parsed).toEqual({ ...allBuild, accounts: RELEASED });
    expect(Object.values(parsed).every(isFieldVersion)).toBe(true);
  });

  it('ignores versions that are not an object', () => {
    expect(parseSiteConfig(raw({ versions: ['v1'] })).versions).toEqual(allBuild);
    expect(parseSiteConfig(raw({ versions: 'v1' })).versions).toEqual(allBuild);
  });

  it.each<[string, unknown, number]>([
    ['missing', undefined, 1],
    ['a share', 0.25, 0.25],
    ['none', 0, 0],
    ['all', 1, 1],
    ['above 1', 3, 1],
    ['below 0', -0.5, 0],
    ['NaN', Number.NaN, 1],
    ['a numeric string', '0.5', 1],
  ])('reads fieldReports.sampleRate, clamped to 0..1: %s', (_, sampleRate, expected) => {
    expect(parseSiteConfig(raw({ fieldReports: { sampleRate } })).fieldReports).toEqual({ sampleRate: expected });
  });

  it('sends from every session when fieldReports is not an object', () => {
    expect(parseSiteConfig(raw({ fieldReports: 0.5 })).fieldReports).toEqual({ sampleRate: 1 });
  });
});

describe('portalHref', () => {
  it('joins the portal root and the configured path of a hand-off', () => {
    const config: Pick<SiteConfig, 'portalUrl' | 'portalPaths'> = parseSiteConfig(
      raw({ portalUrl: 'https://portal.test/app/', portalPaths: { login: '/auth/login' } }),
    );
    expect(portalHref(config, 'login')).toBe('https://portal.test/app/auth/login');
    expect(portalHref(config, 'postRequirements')).toBe('https://portal.test/app/requirements/new');
    expect(portalHref(config, 'careerResources')).toBe('https://portal.test/app/resources');
  });
});
