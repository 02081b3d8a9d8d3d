import type { ErrorInfo } from 'react';
import type { RootOptions } from 'react-dom/client';

/** Which components the error happened in, innermost first. */
const where = (info: ErrorInfo) => info.componentStack?.trim().replace(/\s*\n\s*/g, ' ') ?? '';

/**
 * The options every root of the page is made with (the shell, each remote's page island):
 * its ids' prefix, and whatever React recovers from or catches is reported to the console
 * with the root's name. A hydration that did not match the server's HTML is such an error
 * (React renders that part afresh), and the browser tests fail on any of them.
 */
export function rootOptions(name: string, identifierPrefix?: string): RootOptions {
  return {
    ...(identifierPrefix && { identifierPrefix }),
    onRecoverableError: (error, info) =>
      console.error(`[vital] ${name}: React recovered from an error, such as HTML that did not match the server's (${where(info)}):`, error),
    onCaughtError: (error, info) => console.error(`[vital] ${name}: an error boundary caught an error (${where(info)}):`, error),
    onUncaughtError: (error, info) => console.error(`[vital] ${name}: an uncaught error unmounted the root (${where(info)}):`, error),
  };
}
