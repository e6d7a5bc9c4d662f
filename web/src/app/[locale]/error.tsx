"use client";

import { useEffect } from "react";
import { ErrorView } from "@/components/errors/ErrorView";
import { useErrorTexts } from "@/components/errors/ErrorTexts";
import { isChunkLoadError, reloadOnce } from "@/lib/runtime/reload-guard";

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
      action={
        <button type="button" className="button button--outline" onClick={reset}>
          {texts.tryAgain}
        </button>
      }
    />
  );
}
