"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A form whose code is not in the page's first load. The server renders it as
 * usual; in the browser the rest of the page hydrates at once and the form
 * hydrates when its chunk arrives, fetched as soon as the page's scripts run
 * (React keeps the server's markup meanwhile). `load` is the form's dynamic
 * import, written where the form is, so the bundler splits it there.
 */
export function hydrateWhenLoaded<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fetchCode = () => load().then((Form) => ({ default: Form }));
  if (typeof window !== "undefined") void fetchCode().catch(() => undefined);
  const Form = lazy(fetchCode);
  function HydrateWhenLoaded(props: P) {
    return (
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    );
  }
  return HydrateWhenLoaded;
}
