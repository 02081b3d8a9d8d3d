/**
 * Set on `<html>` before the first paint when the browser carries the signed-in cookie (the host's
 * head script): the visitor is probably signed in, though who is not known until the page is live.
 */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in';

/** The attribute that marks a part of a page as differing for a signed-in visitor, not known yet. */
const AUTH_PENDING_ATTRIBUTE = 'data-auth-pending';

/**
 * Props for a part that shows one thing signed out and another signed in (a call to action, the
 * header's account buttons), while `useAuth().isLoading`. It renders its signed-out variant, as
 * the server does; where the page carries the signed-in hint that variant keeps its space but is
 * not shown, so the visitor never sees one call to action switch to another.
 */
export const authPending = (isLoading: boolean) => (isLoading ? { [AUTH_PENDING_ATTRIBUTE]: '' } : {});

/** The global rule that does it (GlobalStyles). */
export const AUTH_PENDING_RULE = `html[${SIGNED_IN_HINT_ATTRIBUTE}] [${AUTH_PENDING_ATTRIBUTE}]`;
