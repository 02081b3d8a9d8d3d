import { render, screen, within } from '@testing-library/react';
import type * as OutletModule from './prerendered-outlet';

/** The outlet lives in module state: each test starts from a fresh module and page. */
async function freshOutlet(): Promise<typeof OutletModule> {
  jest.resetModules();
  return import('./prerendered-outlet');
}

function prerenderedPage({ remote = 'marketing' }: { remote?: string } = {}) {
  document.head.innerHTML = '<style data-prerendered>.x{color:red}</style>';
  document.body.innerHTML =
    '<div id="root" data-prerendered><header>Shell</header>' +
    `<div data-remote="${remote}"><main><h1>About Vital</h1></main></div></div>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('a prerendered page', () => {
  it('keeps the remote’s part on screen as the loading state of the page the visitor landed on', async () => {
    const { adoptPrerenderedPage, PrerenderedOutlet } = await freshOutlet();
    adoptPrerenderedPage(prerenderedPage());

    const view = render(<PrerenderedOutlet remote="marketing" fallback={<p>Loading…</p>} />);

    expect(within(view.container).getByRole('heading', { level: 1, name: 'About Vital' })).toBeInTheDocument();
    expect(within(view.container).getByRole('heading').closest('[data-remote]')).toHaveAttribute('data-remote', 'marketing');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('is not shown for another remote, or once the visitor has moved on', async () => {
    const { adoptPrerenderedPage, PrerenderedOutlet } = await freshOutlet();
    adoptPrerenderedPage(prerenderedPage());

    const other = render(<PrerenderedOutlet remote="industries" fallback={<p>Loading…</p>} />);
    expect(other.getByText('Loading…')).toBeInTheDocument();
    other.unmount();

    window.history.pushState({}, '', '/elsewhere');
    render(<PrerenderedOutlet remote="marketing" fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it('is let go once the page is live: the snapshot’s styles and marker go, later loads show the fallback', async () => {
    const { adoptPrerenderedPage, PrerenderedOutlet, releasePrerenderedPage } = await freshOutlet();
    const container = prerenderedPage();
    adoptPrerenderedPage(container);

    releasePrerenderedPage();

    expect(container).not.toHaveAttribute('data-prerendered');
    expect(document.querySelector('style[data-prerendered]')).toBeNull();
    render(<PrerenderedOutlet remote="marketing" fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('with no remote part to wait for, is let go after the first render', async () => {
    const { adoptPrerenderedPage, releaseUnlessAwaitingRemote } = await freshOutlet();
    document.body.innerHTML = '<div id="root" data-prerendered><main><h1>Post your requirements</h1></main></div>';
    const container = document.getElementById('root') as HTMLElement;
    adoptPrerenderedPage(container);

    releaseUnlessAwaitingRemote();

    expect(container).not.toHaveAttribute('data-prerendered');
  });

  it('waits for the remote when there is a remote part', async () => {
    const { adoptPrerenderedPage, releaseUnlessAwaitingRemote } = await freshOutlet();
    const container = prerenderedPage();
    adoptPrerenderedPage(container);

    releaseUnlessAwaitingRemote();

    expect(container).toHaveAttribute('data-prerendered');
  });

  it('does nothing on a page that was not prerendered', async () => {
    const { adoptPrerenderedPage, PrerenderedOutlet } = await freshOutlet();
    document.body.innerHTML = '<div id="root"></div>';
    adoptPrerenderedPage(document.getElementById('root') as HTMLElement);

    render(<PrerenderedOutlet remote="marketing" fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});
