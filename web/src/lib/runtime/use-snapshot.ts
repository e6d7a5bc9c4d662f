import { useMemo } from "react";

/**
 * A copy of `value` (plain data: arrays, objects, strings, numbers) that keeps
 * its identity while its content is the same, so a memoised part given it
 * skips rendering until it changes. A copy, because react-hook-form changes
 * its values' arrays in place.
 */
export function useSnapshot<T extends object>(value: T): T {
  const json = JSON.stringify(value);
  return useMemo(() => JSON.parse(json) as T, [json]);
}
