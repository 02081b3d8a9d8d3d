import { islandIdPrefix, REMOTE_NAMES, type FieldSource } from '@vital/shared';
import type { ErrorInfo } from 'react';
import type { RootOptions } from 'react-dom/client';
import { captureField } from '../field-reports/field-capture';

/** Which components the error happened in, innermost first. */
const where = (info: ErrorInfo) => info.componentStack?.trim().replace(/\s*\n\s*/g, ' ') ?? '';

/** A remote's page island is the root with the remote's prefix (remote-route.tsx). */
const remoteOfPrefix = (identifierPrefix?: string) => REMOTE_NAMES.find((remote) => islandIdPrefix(remote) === identifierPrefix);

/**
 * The options every root of the page is made with (the shell, each remote's page island):
 * its ids' prefix, and whatever React recovers from or catches is reported to the console
 * with the root's name, and to the field reports as `source`'s. A hydration that did not match
 * the server's HTML is such an error (React renders that part afresh), and the browser tests
 * fail on any of them.
 *
 * `source` is whose code the root renders: a page island's remote (known by its prefix unless
 * given). The shell's has none: it renders remotes' code too (the chat), so the error's scripts say.
 */
export function rootOptions(name: string, identifierPrefix?: string, source: FieldSource | undefined = remoteOfPrefix(identifierPrefix)): RootOptions {
  const report = (origin: 'react-caught' | 'react-uncaught' | 'react-recoverable', error: unknown) =>
    captureField({ kind: 'error', origin, error, ...(source && { source }) });
  return {
    ...(identifierPrefix && { identifierPrefix }),
    onRecoverableError: (error, info) => {
      console.error(`[vital] ${name}: React recovered from an error, such as HTML that did not match the server's (${where(info)}):`, error);
      report('react-recoverable', error);
    },
    onCaughtError: (error, info) => {
      console.error(`[vital] ${name}: an error boundary caught an error (${where(info)}):`, error);
      report('react-caught', error);
    },
    onUncaughtError: (error, info) => {
      console.error(`[vital] ${name}: an uncaught error unmounted the root (${where(info)}):`, error);
      report('react-uncaught', error);
    },
  };
}
