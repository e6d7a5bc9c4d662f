import type { FieldValues, Resolver } from "react-hook-form";
import { afterNextPaint, whenGuestActs, whenIdleAfterLoad } from "@/lib/runtime/when-idle";

// zod and the schemas are not needed to paint a form, only
// to check what the guest typed. They are fetched once the page has loaded and
// the browser is idle, or earlier at the guest's first scroll, touch or key
// press (preloadValidationSoon), or first focus in the form (preloadValidation);
// a check that comes earlier waits for them. Fetched only at the first tap,
// their evaluation landed in the guest's next tap (issue 51's bench).
//
// A check runs after the next paint, never inside the tap or key press that
// asked for it (react-hook-form validates as the guest types once a field has
// been left, and the whole form after each room line added or removed): the
// guest sees the answer to the tap first, and the message a frame later.

type Validation = typeof import("@/lib/forms/validation");
type Load = () => Promise<Validation>;

let loading: Promise<Validation> | undefined;

/** Fetches the validation code once; after a failed fetch, the next call tries again. */
export const loadValidation: Load = () =>
  (loading ??= import("@/lib/forms/validation").catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/** Starts fetching the validation code, quietly: a failure shows when a check needs it. */
export function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}

/** Starts fetching the validation code at idle after load or at the guest's first act, whichever comes first; returns a canceller. */
export function preloadValidationSoon(): () => void {
  const cancels = [whenIdleAfterLoad(preloadValidation), whenGuestActs(preloadValidation)];
  return () => cancels.forEach((cancel) => cancel());
}

/**
 * A react-hook-form resolver that validates with `pick(validation)` once the
 * code has arrived. If it cannot be fetched (network, a new deploy), the form
 * is sent as typed: the server checks every field again and its messages are
 * shown next to the fields, so the guest loses nothing.
 */
export function lazyResolver<I extends FieldValues, O>(
  pick: (v: Validation) => Resolver<I, unknown, O>,
  load: Load = loadValidation,
): Resolver<I, unknown, O> {
  let resolver: Resolver<I, unknown, O> | undefined;
  return async (values, context, options) => {
    await afterNextPaint();
    if (!resolver) {
      try {
        resolver = pick(await load());
      } catch {
        return { values: values as unknown as O, errors: {} };
      }
    }
    return resolver(values, context, options);
  };
}
