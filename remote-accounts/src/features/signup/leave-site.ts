/** Loads another site's page in this tab (the portal login after sign-up). */
export function leaveSite(href: string): void {
  window.location.assign(href);
}
