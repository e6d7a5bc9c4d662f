"use client";

import { useEffect, useState } from "react";
import type { ErrorView as ErrorViewType } from "@/components/errors/ErrorView";
import type { NotFoundGraphic as NotFoundGraphicType } from "@/components/errors/NotFoundGraphic";
import { isChunkLoadError, reloadOnce } from "@/lib/runtime/reload-guard";
import { useClientValue } from "@/lib/runtime/use-client-value";
import "@/styles/base.css";

type ErrorTexts = { errorHeading: string; errorMessage: string; whoops: string; backHome: string; tryAgain: string };

/**
 * Last-resort boundary (the root layout itself failed): same design, never a
 * stack trace. Its texts come from the bundled messages and its view with
 * them, loaded only when this boundary actually renders, so no page pays for
 * them up front.
 */
const inEnglish = () => /^\/en(\/|$)/.test(window.location.pathname);

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const isEnglish = useClientValue(inEnglish, false);
  const [loaded, setLoaded] = useState<{ texts: ErrorTexts; ErrorView: typeof ErrorViewType; Graphic: typeof NotFoundGraphicType } | null>(
    null,
  );

  useEffect(() => {
    console.error(error);
    // A page whose code is gone (a deploy since this tab opened): reload once.
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);

  useEffect(() => {
    const messages = inEnglish() ? import("../../messages/en.json") : import("../../messages/ar.json");
    Promise.all([messages, import("@/components/errors/ErrorView"), import("@/components/errors/NotFoundGraphic")])
      .then(([m, view, graphic]) => setLoaded({ texts: m.default.ErrorPage, ErrorView: view.ErrorView, Graphic: graphic.NotFoundGraphic }))
      .catch(() => setLoaded(null));
  }, []);
  const texts = loaded?.texts;
  const ErrorView = loaded?.ErrorView;
  const Graphic = loaded?.Graphic;

  return (
    <html lang={isEnglish ? "en" : "ar"} dir={isEnglish ? "ltr" : "rtl"}>
      <body>
        <main id="main" className="site-main">
          {texts && ErrorView && Graphic ? (
            <ErrorView
              heading={texts.errorHeading}
              message={texts.errorMessage}
              text={texts.whoops}
              homeHref={isEnglish ? "/en" : "/"}
              homeLabel={texts.backHome}
              graphic={<Graphic />}
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
