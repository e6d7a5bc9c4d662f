import { startTransition, useCallback, useState } from "react";

/**
 * State for a value PocketBase pushes while the page is open (the booking
 * settings, the free rooms). A new value renders in a transition, which yields
 * to a guest's taps and keys: the availability changes what much of the form
 * shows, and its first read after the page loads re-rendered all of it in one
 * task of up to 240 ms at 4× CPU. A value the same as the one shown (as JSON:
 * plain data) changes nothing.
 */
export function useLiveState<T>(initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const onChange = useCallback(
    (next: T) => startTransition(() => setValue((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next))),
    [],
  );
  return [value, onChange];
}
