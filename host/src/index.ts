// An asynchronous boundary: shared singletons are negotiated with the
// federation runtime before any module that uses them runs.
//
// The page server starts this script once the browser has painted the page it sent
// (server/src/compose.mjs), so the start-up is already off the path to the first paint.
void import('./bootstrap').then((bootstrap) => bootstrap.start());
