// The name of a released version of a remote (decision 017): the release store, the pointers, the
// remote's server and the preview header accept no other.

/** `<12 hex digits of content hash>-<commit>[-dirty]`, as `pnpm release` names it. */
const VERSION_PATTERN = /^[0-9a-f]{12}-[0-9a-f]{7,40}(-dirty)?$/;

export const isVersionName = (value: unknown): value is string => typeof value === 'string' && VERSION_PATTERN.test(value);
