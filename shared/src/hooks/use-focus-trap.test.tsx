import { useRef, useState } from 'react';
import { act, renderWithProviders, screen } from '../testing';
import { useFocusTrap } from './use-focus-trap';

/** A button that opens a panel of controls over the page, with controls before and after it. */
function Page({ name = 'Panel', onEscape = () => {} }: { name?: string; onEscape?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useFocusTrap(panel, {
    isActive: isOpen,
    initialFocus: first,
    onEscape: () => {
      onEscape();
      setIsOpen(false);
    },
  });
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open {name}
      </button>
      <div ref={panel} role="dialog" aria-label={name} hidden={!isOpen}>
        <button type="button" ref={first}>
          First of {name}
        </button>
        <button type="button" disabled>
          Disabled of {name}
        </button>
        <div hidden>
          <button type="button">Hidden of {name}</button>
        </div>
        <input aria-label={`Field of ${name}`} onKeyDown={(event) => event.key === 'Escape' && event.currentTarget.value && event.preventDefault()} />
        <button type="button">Last of {name}</button>
      </div>
      <button type="button">After {name}</button>
    </>
  );
}

const focused = () => document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label');

describe('useFocusTrap', () => {
  it('gives focus to its first control and keeps Tab and Shift+Tab inside, past disabled and hidden controls', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open Panel' }));
    expect(focused()).toBe('First of Panel');

    const forwards: unknown[] = [];
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      forwards.push(focused());
    }
    expect(forwards).toEqual(['Field of Panel', 'Last of Panel', 'First of Panel', 'Field of Panel']);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(focused()).toBe('Last of Panel');
  });

  it('sends Tab from outside the panel (focus lost, or the page clicked) into it', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open Panel' }));
    act(() => screen.getByRole('button', { name: 'After Panel' }).focus());
    await user.tab();
    expect(focused()).toBe('First of Panel');
    act(() => (document.activeElement as HTMLElement).blur());
    await user.tab({ shift: true });
    expect(focused()).toBe('Last of Panel');
  });

  it('calls onEscape on Escape, unless a control inside used the key', async () => {
    const onEscape = jest.fn();
    const { user } = renderWithProviders(<Page onEscape={onEscape} />);
    await user.click(screen.getByRole('button', { name: 'Open Panel' }));
    await user.type(screen.getByRole('textbox', { name: 'Field of Panel' }), 'draft{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Field of Panel' }));
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the control that opened the panel when it closes', async () => {
    const { user } = renderWithProviders(<Page />);
    const opener = screen.getByRole('button', { name: 'Open Panel' });
    await user.click(opener);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(opener).toHaveFocus();
  });

  it('leaves focus where the visitor put it outside the panel', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open Panel' }));
    const after = screen.getByRole('button', { name: 'After Panel' });
    await user.click(after);
    await user.keyboard('{Escape}');
    expect(after).toHaveFocus();
  });

  it('lets only the newest of two open panels answer the keyboard', async () => {
    const { user } = renderWithProviders(
      <>
        <Page name="Menu" />
        <Page name="Chat" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open Menu' }));
    await user.click(screen.getByRole('button', { name: 'Open Chat' }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(focused()).toBe('First of Chat');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open Chat' })).toHaveFocus();
    await user.tab();
    expect(focused()).toBe('First of Menu');
  });
});
