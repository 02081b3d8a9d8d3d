import { createTestConfig } from '@vital/shared/testing';
import { remoteBases, remoteOfNode, remoteOfStack, remoteOfUrl, remoteOnScreen } from './attribution';

const config = createTestConfig({
  remotes: {
    marketing: 'https://cdn.test/marketing/2024-06/mf-manifest.json',
    industries: 'https://cdn.test/industries/mf-manifest.json',
    accounts: 'https://accounts.test/mf-manifest.json',
    chat: 'https://cdn.test/marketing/2024-06/chat/mf-manifest.json',
  },
});
const bases = remoteBases(config.remotes);

afterEach(() => {
  document.body.replaceChildren();
});

describe('remoteOfUrl', () => {
  it.each([
    ['https://cdn.test/marketing/2024-06/js/412.a1b2c3.js', 'marketing'],
    ['https://cdn.test/industries/remoteEntry.js', 'industries'],
    ['https://accounts.test/js/signup.js', 'accounts'],
    // A remote's folder inside another's: the nearer one owns its files.
    ['https://cdn.test/marketing/2024-06/chat/js/widget.js', 'chat'],
  ])('gives %s to the remote whose manifest’s folder holds it', (url, remote) => {
    expect(remoteOfUrl(url, bases)).toBe(remote);
  });

  it.each([
    ['the host’s own scripts', 'http://localhost:3000/js/site.0123.js'],
    ['another version of the remote', 'https://cdn.test/marketing/2024-07/js/412.js'],
    ['a lookalike origin', 'https://accounts.test.evil/js/x.js'],
    ['an inline script', ''],
    ['nothing', undefined],
  ])('gives nobody’s %s to no remote', (_, url) => {
    expect(remoteOfUrl(url, bases)).toBeNull();
  });
});

describe('remoteOfStack', () => {
  it('names the first remote from the top frame down (Chromium’s stacks)', () => {
    const stack = [
      'TypeError: Cannot read properties of undefined',
      '    at useToast (http://localhost:3000/js/shared.1234.js:1:200)',
      '    at ContactForm (https://accounts.test/js/contact.js:1:3000)',
      '    at Chart (https://cdn.test/industries/js/chart.js:2:10)',
    ].join('\n');
    expect(remoteOfStack(stack, bases)).toBe('accounts');
  });

  it('reads Firefox’s and Safari’s frames (name@url)', () => {
    expect(remoteOfStack('Chart@https://cdn.test/industries/js/chart.js:2:10\n@http://localhost:3000/js/main.js:1:1', bases)).toBe('industries');
  });

  it('does not take an address in the message V8 puts first for a frame', () => {
    expect(remoteOfStack('Error: Failed to fetch https://accounts.test/api/check\n    at load (http://localhost:3000/js/site.js:1:1)', bases)).toBeNull();
  });

  it('gives a stack of the host’s scripts alone to no remote', () => {
    expect(remoteOfStack('Error: x\n    at App (http://localhost:3000/js/site.js:1:1)', bases)).toBeNull();
    expect(remoteOfStack(undefined, bases)).toBeNull();
  });
});

describe('remoteOfNode', () => {
  it('gives an element inside a page island, and its text, to the island’s remote', () => {
    document.body.innerHTML = '<header><a href="/">Vital</a></header><div data-remote="marketing"><div data-island="marketing"><h1>Hiring</h1></div></div>';
    const heading = document.querySelector('h1');

    expect(remoteOfNode(heading)).toBe('marketing');
    expect(remoteOfNode(heading?.firstChild)).toBe('marketing');
    expect(remoteOnScreen()).toBe('marketing');
  });

  it('gives the shell’s elements, and an island of no known remote, to nobody', () => {
    document.body.innerHTML = '<header><a href="/">Vital</a></header><div data-island="stranger"><p>?</p></div>';

    expect(remoteOfNode(document.querySelector('a'))).toBeNull();
    expect(remoteOfNode(document.querySelector('p'))).toBeNull();
    expect(remoteOfNode(null)).toBeNull();
  });

  it('finds no island on a page of the host’s', () => {
    document.body.innerHTML = '<main><h1>Oops! Page not found</h1></main>';
    expect(remoteOnScreen()).toBeNull();
  });
});
