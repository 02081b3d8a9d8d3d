// An asynchronous boundary: shared singletons are negotiated with the
// federation runtime before any module that uses them runs.
//
// The page arrives rendered (decision 014), so nothing is gained by starting before the
// browser has painted it: waiting for the next frame keeps the start-up work off the
// path to the first paint of the whole page (its largest contentful paint). A page opened
// in a background tab paints nothing and gets no frames, so it starts at once.
const start = () => void import('./bootstrap').then((bootstrap) => bootstrap.start());

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
