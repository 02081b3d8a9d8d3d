// An asynchronous boundary: shared singletons are negotiated with the
// federation runtime before any module that uses them runs.
void import('./bootstrap');
