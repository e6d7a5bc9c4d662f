// Until when a guest may cancel their own request, from its private link: the
// page that offers it (lib/cms/guest-view.ts) and PocketBase, which does it
// (pb_hooks/guest-requests-lib.js), ask this one rule.

/** A request in `status` (as PocketBase stores it) arriving on `checkIn`, on `today` (Basra): until the end of the day of arrival. */
export function guestMayCancel(status: string, checkIn: string, today: string): boolean {
  return (status === "new" || status === "confirmed") && checkIn !== "" && today <= checkIn;
}
