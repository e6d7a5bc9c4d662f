"use client";

import { useEffect, useState } from "react";
import { ErrorView } from "@/components/errors/ErrorView";
import { isChunkLoadError, reloadOnce } from "@/lib/runtime/reload-guard";
import "@/styles/base.css";

type ErrorTexts = { errorHeading: string; errorMessage: string; whoops: string; backHome: string; tryAgain: string };

/**
 * Last-resort boundary (the root layout itself failed): same design, never a
 * stack trace. Its texts come from the bundled messages, loaded only when this
 * boundary actually renders, so no page pays for them up front.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [isEnglish, setIsEnglish] = useState(false);
  const [texts, setTexts] = useState<ErrorTexts | null>(null);

  useEffect(() => {
    console.error(error);
    // A page whose code is gone (a deploy since this tab opened): reload once.
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);

  useEffect(() => {
    const english = /^\/en(\/|$)/.test(window.location.pathname);
    setIsEnglish(english);
    const load = english ? import("../../messages/en.json") : import("../../messages/ar.json");
    load.then((messages) => setTexts(messages.default.ErrorPage)).catch(() => setTexts(null));
  }, []);

  return (
    <html lang={isEnglish ? "en" : "ar"} dir={isEnglish ? "ltr" : "rtl"}>
      <body>
        <main id="main" className="site-main">
          {texts ? (
            <ErrorView
              heading={texts.errorHeading}
              message={texts.errorMessage}
              text={texts.whoops}
              homeHref={isEnglish ? "/en" : "/"}
              homeLabel={texts.backHome}
              action={
                <button type="button" className="button button--outline" onClick={reset}>
                  {texts.tryAgain}
                </button>
              }
            />
          ) : null}
        </main>
      </body>
    </html>
  );
}
