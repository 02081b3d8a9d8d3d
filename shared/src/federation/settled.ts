/** A promise that says how it settled, the convention React's `use` reads without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Records the outcome on the promise itself, so a value that has already arrived is used at once. */
export function trackSettlement<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  // The handlers return nothing: returning the promise itself would chain it.
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return promise;
}

/** What a tracked promise fulfilled with; undefined while it is pending, after a failure, or for none. */
export function settledValue<T>(promise: Promise<T> | undefined): T | undefined {
  const tracked = promise as TrackedPromise<T> | undefined;
  return tracked?.status === 'fulfilled' ? tracked.value : undefined;
}
