// An asynchronous boundary: shared singletons are negotiated with the
// federation runtime before any module that uses them runs. The host provides them
// eagerly, in its first scripts, and its own code comes with them ("eager": no chunk of
// its own to fetch after these scripts have run).
//
// The page server starts this script once the browser has painted the page it sent
// (server/src/compose.ts), so the start-up is already off the path to the first paint.
void import(/* webpackMode: "eager" */ './bootstrap').then((bootstrap) => bootstrap.start());
