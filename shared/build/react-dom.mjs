// What `react-dom` is in a browser build (decision 019): React's renderer is Preact, whose
// compatibility layer answers `react` and `react-dom` alike. A module of its own that takes
// everything from `react`, so that federation shares it under its own name (two names for
// one file would be provided once) and every app still runs the host's single copy.
// @ts-expect-error -- @types/react describes React's CommonJS module; what webpack gives here is Preact's ES module.
export * from 'react';
