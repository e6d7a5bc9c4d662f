"use client";

import { lazy, Suspense, useEffect } from "react";
import { ErrorView } from "@/components/errors/ErrorView";
import { useErrorTexts } from "@/components/errors/ErrorTexts";
import { isChunkLoadError, reloadOnce } from "@/lib/runtime/reload-guard";

// The decorative graphic is not worth every page's first load: it comes when
// the boundary renders, in a box of its size, and stays out if it cannot be fetched.
const NotFoundGraphic = lazy(() =>
  import("@/components/errors/NotFoundGraphic").then(
    (m) => ({ default: m.NotFoundGraphic }),
    () => ({ default: GraphicBox }),
  ),
);

function GraphicBox() {
  return <span className="error-page__graphic error-page__graphic--box" aria-hidden="true" />;
}

/** Unhandled errors in a page: the error page's design, never a stack trace. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useErrorTexts();
  useEffect(() => {
    console.error(error);
    // A page whose code is gone (a deploy since this tab opened): reload once.
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  if (!texts) return null;
  return (
    <ErrorView
      heading={texts.heading}
      message={texts.message}
      text={texts.text}
      homeHref={texts.homeHref}
      homeLabel={texts.homeLabel}
      graphic={
        <Suspense fallback={<GraphicBox />}>
          <NotFoundGraphic />
        </Suspense>
      }
      action={
        <button type="button" className="button button--outline" onClick={reset}>
          {texts.tryAgain}
        </button>
      }
    />
  );
}
