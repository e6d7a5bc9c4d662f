import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => undefined;

/**
 * A value only the browser knows (today's date in Basra, the remembered
 * currency, "hydrated"): the server's value while rendering and hydrating,
 * then the browser's, without an effect that sets state after mount.
 * `read` must return the same value (===) while nothing changed.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(nothingToWatch, read, () => serverValue);
}

export const isBrowser = () => true;
