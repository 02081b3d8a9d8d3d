import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { providePointerEvents, renderWithProviders } from '../testing';
import { useToast, type ToastContextValue } from './toast-context';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastReducer,
  type ToastItem,
  type ToastOptions,
} from './toast-store';

providePointerEvents();

const item = (id: string, patch: Partial<ToastItem> = {}): ToastItem => ({ id, isOpen: true, title: id, ...patch });

describe('toastReducer (added, updated, dismissed, removed)', () => {
  it('prepends a new toast so the newest comes first', () => {
    const state = toastReducer([item('a')], { type: 'add', toast: item('b') });
    expect(state.map((t) => t.id)).toEqual(['b', 'a']);
  });

  it('replaces an open toast with the same title, description and variant instead of stacking a second', () => {
    let state: ToastItem[] = [item('a'), item('b', { title: 'Error', description: 'Fill in the form.', variant: 'destructive' })];
    state = toastReducer(state, { type: 'add', toast: item('c', { title: 'Error', description: 'Fill in the form.', variant: 'destructive' }) });
    expect(state.map((t) => t.id)).toEqual(['c', 'a']);
    // Another variant, or one already closed, is another notice.
    state = toastReducer(state, { type: 'add', toast: item('d', { title: 'Error', description: 'Fill in the form.' }) });
    expect(state.map((t) => t.id)).toEqual(['d', 'c', 'a']);
  });

  it('keeps at most 3 toasts, dropping the oldest', () => {
    let state: ToastItem[] = [];
    for (const id of ['1', '2', '3', '4', '5']) state = toastReducer(state, { type: 'add', toast: item(id) });
    expect(state.map((t) => t.id)).toEqual(['5', '4', '3']);
  });

  it('updates only the toast with the given id and keeps its other fields', () => {
    const before = [item('a', { description: 'first' }), item('b')];
    const state = toastReducer(before, { type: 'update', id: 'a', patch: { title: 'Changed' } });
    expect(state[0]).toEqual({ id: 'a', isOpen: true, title: 'Changed', description: 'first' });
    expect(state[1]).toBe(before[1]);
  });

  it('dismisses one toast by id without removing it', () => {
    const state = toastReducer([item('a'), item('b')], { type: 'dismiss', id: 'b' });
    expect(state.map((t) => [t.id, t.isOpen])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('dismisses every toast when no id is given', () => {
    const state = toastReducer([item('a'), item('b')], { type: 'dismiss' });
    expect(state).toHaveLength(2);
    expect(state.every((t) => !t.isOpen)).toBe(true);
  });

  it('removes one toast by id, or all of them without an id', () => {
    const start = [item('a'), item('b'), item('c')];
    expect(toastReducer(start, { type: 'remove', id: 'b' }).map((t) => t.id)).toEqual(['a', 'c']);
    expect(toastReducer(start, { type: 'remove' })).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const start = [item('a')];
    toastReducer(start, { type: 'dismiss', id: 'a' });
    toastReducer(start, { type: 'add', toast: item('b') });
    expect(start).toEqual([item('a')]);
  });
});

describe('ToastProvider, useToast() and <Toaster/>', () => {
  let api: ToastContextValue;
  function CaptureToastApi() {
    api = useToast();
    return null;
  }

  function TriggerButton({ options }: { options: ToastOptions }) {
    const { toast } = useToast();
    return (
      <button type="button" onClick={() => toast(options)}>
        Save
      </button>
    );
  }

  /** The live region inside the labelled notifications region. */
  const viewport = () => {
    const element = screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector<HTMLElement>('[aria-live]');
    if (!element) throw new Error('no toast viewport');
    return element;
  };
  /** The visible toasts, in DOM order (newest first). */
  const visibleToasts = () => within(viewport()).queryAllByRole('status');
  const show = (options: ToastOptions) => {
    let handle: ReturnType<ToastContextValue['toast']> | undefined;
    act(() => {
      handle = api.toast(options);
    });
    if (!handle) throw new Error('toast() returned nothing');
    return handle;
  };
  const advance = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a toast with its title and description when a component calls toast()', async () => {
    const { user } = renderWithProviders(<TriggerButton options={{ title: 'Saved', description: 'Your changes are live.' }} />);
    expect(visibleToasts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const [toast] = visibleToasts();
    expect(visibleToasts()).toHaveLength(1);
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveTextContent('Your changes are live.');
  });

  it('renders the viewport as a polite live region inside the labelled region, holding status items, not a list', () => {
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'Saved' });
    expect(viewport()).toHaveAttribute('aria-live', 'polite');
    expect(within(viewport()).getByRole('status')).toHaveTextContent('Saved');
    // A list whose items carry the status role is what axe reports (list, aria-allowed-role).
    expect(within(viewport()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(viewport()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it(`closes by itself after the default ${TOAST_DURATION_MS} ms and is removed from the list later`, () => {
    jest.useFakeTimers();
    renderWithProviders(<CaptureToastApi />);
    const { id } = show({ title: 'Default duration' });

    advance(TOAST_DURATION_MS - 1);
    expect(screen.getByText('Default duration')).toBeInTheDocument();

    advance(1);
    expect(screen.queryByText('Default duration')).not.toBeInTheDocument();
    // Closed, but kept until the removal delay has passed.
    expect(api.toasts).toEqual([expect.objectContaining({ id, isOpen: false })]);

    advance(TOAST_REMOVE_DELAY_MS);
    expect(api.toasts).toEqual([]);
  });

  it('honours a custom duration', () => {
    jest.useFakeTimers();
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'Quick', duration: 1000 });

    advance(999);
    expect(screen.getByText('Quick')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('stays open with an infinite duration', () => {
    jest.useFakeTimers();
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'Sticky', duration: Infinity });
    advance(TOAST_DURATION_MS * 10);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('pauses the timer while hovered and restarts it when the pointer leaves', () => {
    jest.useFakeTimers();
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'Hover me' });
    advance(TOAST_DURATION_MS - 1000);

    const [toast] = visibleToasts();
    if (!toast) throw new Error('no toast shown');
    fireEvent.mouseEnter(toast);
    advance(TOAST_DURATION_MS * 5);
    expect(screen.getByText('Hover me')).toBeInTheDocument();

    fireEvent.mouseLeave(toast);
    advance(TOAST_DURATION_MS - 1);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('pauses the timer while focus is inside the toast', () => {
    jest.useFakeTimers();
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'Focus me' });

    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    advance(TOAST_DURATION_MS * 2);
    expect(screen.getByText('Focus me')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).blur());
    advance(TOAST_DURATION_MS);
    expect(screen.queryByText('Focus me')).not.toBeInTheDocument();
  });

  it('shows at most three toasts, newest first, when five are added', () => {
    renderWithProviders(<CaptureToastApi />);
    for (const n of [1, 2, 3, 4, 5]) show({ title: `Toast ${n}`, duration: Infinity });

    const toasts = visibleToasts();
    expect(toasts).toHaveLength(3);
    expect(toasts.map((t) => t.textContent)).toEqual([
      expect.stringContaining('Toast 5'),
      expect.stringContaining('Toast 4'),
      expect.stringContaining('Toast 3'),
    ]);
  });

  it('shows one toast, with its full time again, when the same notice is given three times', () => {
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'Error', description: 'Please fill in every required field.', variant: 'destructive' });
    advance(TOAST_DURATION_MS - 100);
    show({ title: 'Error', description: 'Please fill in every required field.', variant: 'destructive' });
    show({ title: 'Error', description: 'Please fill in every required field.', variant: 'destructive' });
    expect(visibleToasts()).toHaveLength(1);
    advance(TOAST_DURATION_MS - 100);
    expect(visibleToasts()).toHaveLength(1);
  });

  it('closes a toast with its close button', async () => {
    const { user } = renderWithProviders(<CaptureToastApi />);
    show({ title: 'Closable', duration: Infinity });
    show({ title: 'Other', duration: Infinity });

    const closable = screen.getByText('Closable').closest<HTMLElement>('[role="status"]');
    if (!closable) throw new Error('toast not found');
    await user.click(within(closable).getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
    expect(screen.getByText('Other')).toBeInTheDocument();
  });

  it('can be updated and dismissed through the handle returned by toast()', () => {
    renderWithProviders(<CaptureToastApi />);
    const handle = show({ title: 'Uploading', duration: Infinity });

    act(() => handle.update({ title: 'Uploaded', description: 'All files are in.' }));
    expect(screen.queryByText('Uploading')).not.toBeInTheDocument();
    expect(visibleToasts()[0]).toHaveTextContent('UploadedAll files are in.');

    act(() => handle.dismiss());
    expect(visibleToasts()).toHaveLength(0);
  });

  it('dismisses every toast when dismiss() is called without an id', () => {
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'One', duration: Infinity });
    show({ title: 'Two', duration: Infinity });

    act(() => api.dismiss());
    expect(visibleToasts()).toHaveLength(0);
  });

  it.each([
    ['right', TOAST_SWIPE_THRESHOLD_PX],
    ['left', -TOAST_SWIPE_THRESHOLD_PX],
  ])(`dismisses on a horizontal swipe of ${TOAST_SWIPE_THRESHOLD_PX} px to the %s`, (_, distance) => {
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'Swipe me', duration: Infinity });
    const [toast] = visibleToasts();
    if (!toast) throw new Error('no toast shown');

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 100 + distance, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 100 + distance, pointerId: 1 });

    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it(`stays open after a swipe of ${TOAST_SWIPE_THRESHOLD_PX - 1} px and snaps back`, () => {
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'Almost', duration: Infinity });
    const [toast] = visibleToasts();
    if (!toast) throw new Error('no toast shown');

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 100 + TOAST_SWIPE_THRESHOLD_PX - 1, pointerId: 1 });
    expect(toast.style.transform).toBe(`translateX(${TOAST_SWIPE_THRESHOLD_PX - 1}px)`);
    fireEvent.pointerUp(toast, { clientX: 100 + TOAST_SWIPE_THRESHOLD_PX - 1, pointerId: 1 });

    expect(screen.getByText('Almost')).toBeInTheDocument();
    expect(toast.style.transform).toBe('');
  });

  it('ignores pointer movement that did not start on the toast', () => {
    renderWithProviders(<CaptureToastApi />);
    show({ title: 'Still here', duration: Infinity });
    const [toast] = visibleToasts();
    if (!toast) throw new Error('no toast shown');

    fireEvent.pointerMove(toast, { clientX: 500 });
    fireEvent.pointerUp(toast, { clientX: 500 });
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('moves focus to the notification viewport on F8', async () => {
    const { user } = renderWithProviders(<CaptureToastApi />);
    show({ title: 'Reach me', duration: Infinity });
    expect(viewport()).not.toHaveFocus();

    await user.keyboard('{F8}');
    expect(viewport()).toHaveFocus();
  });

  it('tells a developer when the provider is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow(/useToast\(\) needs the host’s ToastProvider/);
  });
});
