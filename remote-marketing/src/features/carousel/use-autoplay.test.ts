import { act, renderHook } from '@vital/shared/testing';
import type { FocusEvent } from 'react';
import { useAutoplay, type AutoplayOptions } from './use-autoplay';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderAutoplay(options: Partial<AutoplayOptions> = {}) {
  const onAdvance = jest.fn();
  const hook = renderHook((props: Partial<AutoplayOptions>) => useAutoplay({ onAdvance, ...props }), {
    initialProps: options,
  });
  return { onAdvance, ...hook };
}

describe('useAutoplay', () => {
  it('is on by default and advances every 5000 ms', () => {
    const { result, onAdvance } = renderAutoplay();
    expect(result.current).toMatchObject({ isOn: true, isRunning: true });
    tick(4999);
    expect(onAdvance).not.toHaveBeenCalled();
    tick(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('starts the interval over when the restart key changes', () => {
    const { onAdvance, rerender } = renderAutoplay({ restartKey: 0 });
    tick(4000);
    rerender({ restartKey: 1 });
    tick(4000);
    expect(onAdvance).not.toHaveBeenCalled();
    tick(1000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('does nothing when there is nothing to rotate', () => {
    const { result, onAdvance } = renderAutoplay({ isPlayable: false });
    expect(result.current.isRunning).toBe(false);
    tick(20_000);
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('is switched off and on by toggle', () => {
    const { result, onAdvance } = renderAutoplay();
    act(() => result.current.toggle());
    expect(result.current.isOn).toBe(false);
    tick(20_000);
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => result.current.toggle());
    expect(result.current.isOn).toBe(true);
    tick(5000);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('pauses on hover and on focus, without switching off', () => {
    const { result } = renderAutoplay();
    act(() => result.current.hoverHandlers.onMouseEnter());
    expect(result.current).toMatchObject({ isOn: true, isRunning: false });
    act(() => result.current.hoverHandlers.onMouseLeave());
    expect(result.current.isRunning).toBe(true);

    const area = document.createElement('div');
    const inside = area.appendChild(document.createElement('button'));
    act(() => result.current.focusHandlers.onFocus());
    expect(result.current.isRunning).toBe(false);
    // Focus moving between controls inside the area keeps it paused.
    act(() => result.current.focusHandlers.onBlur({ currentTarget: area, relatedTarget: inside } as unknown as FocusEvent<HTMLElement>));
    expect(result.current.isRunning).toBe(false);
    act(() => result.current.focusHandlers.onBlur({ currentTarget: area, relatedTarget: null } as unknown as FocusEvent<HTMLElement>));
    expect(result.current.isRunning).toBe(true);
  });
});
