// The shared part of the pre-release check (decision 017) on manifests shaped as the bundlers write
// them: webpack and Rspack list the shares a build's code imports, Vite every share it is given, and a
// share with `import: false` has an empty version (the build brings no copy).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Manifest } from '../../shared/src/contract/index.ts';
import { checkShared } from './check.ts';

const host: Manifest = {
  shared: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map((name) => ({ name, version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' })),
};
/** A candidate sharing React's modules in `range`, its own copies at `version`, with `extra` on each share. */
const reactShares = (range: string, version: string, extra: Record<string, unknown> = {}, names = ['react', 'react/jsx-runtime', 'react-dom']) => ({
  shared: names.map((name) => ({ name, version, singleton: true, requiredVersion: range, ...extra })),
});
const fixOf = (name: string) => `shared: { '${name}': { singleton: true, requiredVersion: '^19.0.0' } } in the remote's federation config`;

describe('the shared singletons check', () => {
  it('passes a candidate whose range the host’s version satisfies, whatever copy the candidate bundles', () => {
    assert.deepEqual(checkShared(reactShares('^19.0.0', '19.3.2'), host), []);
    // The bundled 19.2.9 is outside the host's own ^19.3.1, but it never loads beside the host's copy.
    assert.deepEqual(checkShared(reactShares('^19.2.0', '19.2.9'), host), []);
    // As webpack and Rspack write a build whose code never imports react-dom.
    assert.deepEqual(checkShared(reactShares('^19.2.0', '19.2.9', {}, ['react', 'react/jsx-runtime']), host), []);
  });

  it('passes a candidate that takes React from the host alone (import: false, no version of its own)', () => {
    assert.deepEqual(checkShared(reactShares('^19.2.0', '', { import: false }), host), []);
    const { shared } = reactShares('^19.2.0', '');
    assert.deepEqual(checkShared({ shared: shared.map(({ version: _version, ...entry }) => entry) }, host), []);
  });

  it('refuses a React range the host does not satisfy, saying what the host provides', () => {
    const failures = checkShared(reactShares('^18.2.0', '18.3.1'), host);
    assert.equal(failures.length, 3);
    assert.equal(
      failures[0],
      "shared react: the candidate needs ^18.2.0; the live host provides 19.3.1 (a page runs the host’s one React: build with React 19 and requiredVersion '^19.0.0')",
    );
    assert.deepEqual(checkShared(reactShares('19.2.9', ''), host).length, 3, 'an exact version (what import: false takes from package.json) is a range too');
  });

  it('refuses React shared without singleton, naming the fix', () => {
    assert.deepEqual(checkShared(reactShares('^19.0.0', '19.3.1', { singleton: false }, ['react', 'react/jsx-runtime']), host), [
      `shared react: the candidate shares it without singleton, so a page could run two Reacts; set ${fixOf('react')}`,
      `shared react/jsx-runtime: the candidate shares it without singleton, so a page could run two Reacts; set ${fixOf('react/jsx-runtime')}`,
    ]);
    const { shared } = reactShares('^19.0.0', '19.3.1');
    const withoutFlag = shared.map(({ singleton: _singleton, ...entry }) => (entry.name === 'react-dom' ? entry : { ...entry, singleton: true }));
    assert.deepEqual(checkShared({ shared: withoutFlag }, host), [`shared react-dom: the candidate shares it without singleton, so a page could run two Reacts; set ${fixOf('react-dom')}`]);
  });

  it('refuses a candidate that does not share React at all, naming the fix', () => {
    assert.deepEqual(checkShared({}, host), [
      `shared react: the candidate does not share it, so a page would run two Reacts; add ${fixOf('react')}`,
      `shared react/jsx-runtime: the candidate does not share it, so a page would run two Reacts; add ${fixOf('react/jsx-runtime')}`,
    ]);
  });

  it('refuses a share the host does not provide', () => {
    const candidate = reactShares('^19.0.0', '19.3.1');
    candidate.shared.push({ name: 'swr', version: '2.5.1', singleton: true, requiredVersion: '^2.5.1' });
    assert.deepEqual(checkShared(candidate, host), ['shared swr: the live host does not provide it']);
  });
});
