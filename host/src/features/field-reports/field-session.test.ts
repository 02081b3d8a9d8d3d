import { fieldSession, SESSION_KEY } from './field-session';

afterEach(() => {
  sessionStorage.clear();
});

describe('fieldSession', () => {
  it('gives a sampled tab a random id of 32 hex digits, the same on each of its pages', () => {
    const id = fieldSession(1);

    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(fieldSession(1)).toBe(id);
  });

  it('gives another tab (another session storage) another id', () => {
    const first = fieldSession(1);
    sessionStorage.clear();
    expect(fieldSession(1)).not.toBe(first);
  });

  it('draws once per session at the sample rate, and keeps the draw', () => {
    const random = jest.fn(() => 0.3);

    expect(fieldSession(0.25, random)).toBeNull();
    // The rate went up since (a canary started): this session stays out.
    expect(fieldSession(1, random)).toBeNull();
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('takes a session in when the draw is under the rate', () => {
    expect(fieldSession(0.25, () => 0.2)).toMatch(/^[0-9a-f]{32}$/);
    // The rate went down since: this session stays in.
    expect(fieldSession(0, () => 0.2)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends from no session at a rate of 0, and from all at 1', () => {
    expect(fieldSession(0, () => 0)).toBeNull();
    sessionStorage.clear();
    expect(fieldSession(1, () => 0.999_999)).not.toBeNull();
  });

  it('starts afresh from a stored session it cannot read', () => {
    sessionStorage.setItem(SESSION_KEY, '{"id":"not hex","isSampled":true}');
    const id = fieldSession(1);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '')).toEqual({ id, isSampled: true });
  });
});
