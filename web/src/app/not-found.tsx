import { ErrorView } from "@/components/errors/ErrorView";
import { RequestedPath } from "@/components/errors/RequestedPath";
import { inter, kufi } from "@/app/fonts";
import messages from "../../messages/ar.json";

// Paths outside the locale routes (e.g. with a file extension) never reach
// [locale]; they get the same 404 design in the default locale (Arabic).
export default function RootNotFound() {
  const t = messages.ErrorPage;
  return (
    <html lang="ar" dir="rtl" className={`${kufi.variable} ${inter.variable}`}>
      <body>
        <main id="main" className="site-main">
          <ErrorView
            heading={t.notFoundHeading}
            message={
              <>
                {t.notFoundMessage}{" "}
                <code className="error-page__path" dir="ltr">
                  <RequestedPath />
                </code>
              </>
            }
            text={t.whoops}
            homeHref="/"
            homeLabel={t.backHome}
          />
        </main>
      </body>
    </html>
  );
}
