import { act } from '@vital/shared/testing';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferLaterHydration, HydrateLater } from './hydrate-later';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Shell({ onHydrated }: { onHydrated: () => void }) {
  return (
    <div>
      <Counter label="Main" />
      <HydrateLater after={1}>
        <header>
          <Counter label="Header" />
        </header>
      </HydrateLater>
      <p>Between</p>
      <HydrateLater after={2} onHydrated={onHydrated}>
        <footer>
          <Counter label="Footer" />
        </footer>
      </HydrateLater>
    </div>
  );
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const button = (container: HTMLElement, label: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(label))!;
const click = (container: HTMLElement, label: string) => act(() => button(container, label).click());

describe('HydrateLater', () => {
  let root: Root | null = null;
  afterEach(() => root?.unmount());

  it('keeps the server’s markup and hydrates each part in a task of its own, the shell live after the last', async () => {
    const onHydrated = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shell onHydrated={onHydrated} />);
    document.body.append(container);
    const sent = { header: container.querySelector('header'), footer: container.querySelector('footer'), html: container.innerHTML };

    deferLaterHydration();
    await act(() => {
      root = hydrateRoot(container, <Shell onHydrated={onHydrated} />);
    });
    expect(container.innerHTML).toBe(sent.html);
    await click(container, 'Main');
    await click(container, 'Header');
    expect(button(container, 'Main').textContent).toBe('Main 1');
    expect(button(container, 'Header').textContent).toBe('Header 0');

    await nextTask();
    await click(container, 'Header');
    await click(container, 'Footer');
    expect(button(container, 'Header').textContent).toBe('Header 1');
    expect(button(container, 'Footer').textContent).toBe('Footer 0');
    expect(onHydrated).not.toHaveBeenCalled();

    await nextTask();
    await click(container, 'Footer');
    expect(button(container, 'Footer').textContent).toBe('Footer 1');
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector('header')).toBe(sent.header);
    expect(container.querySelector('footer')).toBe(sent.footer);
    container.remove();
  });
});
