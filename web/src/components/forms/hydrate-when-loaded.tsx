"use client";

import { use, type ComponentType } from "react";

/**
 * A form whose code is not in the page's first load. `load` is the form's
 * dynamic import, written where the form is, so the bundler splits it there.
 *
 * The server awaits the module and renders the form in place, with no Suspense
 * boundary of its own: React streams any boundary over 500 bytes that comes
 * after the first 12.8 KB of a page separately, revealed a frame later, and a
 * guest's browser would paint the page without the form first (the footer
 * jumps down when it arrives). In the browser the form's chunk is fetched as
 * soon as the page's scripts run, and the page hydrates once it is there;
 * until then the server's markup stays as it is.
 */
export function hydrateWhenLoaded<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const code = load().then((Form) => (loaded = Form));
  // A chunk that cannot be fetched reaches the page's error view through use(), not as an unhandled rejection.
  code.catch(() => undefined);
  return function WhenLoaded(props: P) {
    const Form = loaded ?? use(code);
    return <Form {...props} />;
  };
}
