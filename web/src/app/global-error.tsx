"use client";

import { useEffect } from "react";
import { ErrorView } from "@/components/errors/ErrorView";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import "@/styles/globals.css";

/**
 * Last-resort boundary (the root layout itself failed): same design, texts
 * from the bundled messages, locale from the URL, never a stack trace.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const isEnglish = typeof window !== "undefined" && /^\/en(\/|$)/.test(window.location.pathname);
  const locale = isEnglish ? "en" : "ar";
  const t = (isEnglish ? en : ar).ErrorPage;
  return (
    <html lang={locale} dir={isEnglish ? "ltr" : "rtl"}>
      <body>
        <main id="main" className="site-main">
          <ErrorView
            heading={t.errorHeading}
            message={t.errorMessage}
            text={t.whoops}
            homeHref={isEnglish ? "/en" : "/"}
            homeLabel={t.backHome}
            action={
              <button type="button" className="button button--outline" onClick={reset}>
                {t.tryAgain}
              </button>
            }
          />
        </main>
      </body>
    </html>
  );
}
