// Entry of the standalone development shell; the site itself loads ./routes.
void import('./dev');
