import { getTranslations } from "next-intl/server";
import { Link } from "@/components/Link";
import type { Locale } from "@/i18n/routing";
import { telHref } from "@/lib/forms/phone";
import type { Settings } from "@/lib/cms";
import { openInMapsUrl } from "@/lib/maps";
import { ROUTES } from "@/lib/site";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";

export async function Footer({ locale, settings }: { locale: Locale; settings: Settings | null }) {
  const [t, tSocial] = await Promise.all([
    getTranslations({ locale, namespace: "Footer" }),
    getTranslations({ locale, namespace: "Social" }),
  ]);
  const hotelName = settings?.hotelName[locale] ?? "";
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo name={hotelName} />
          {settings?.blurb[locale] ? <p className="site-footer__blurb">{settings.blurb[locale]}</p> : null}
        </div>

        <nav className="site-footer__col" aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="site-footer__heading">
            {t("pages")}
          </h2>
          <ul>
            <li>
              <Link href={ROUTES.facilities}>{t("ourServices")}</Link>
            </li>
            <li>
              <Link href={ROUTES.about}>{t("about")}</Link>
            </li>
            <li>
              <Link href={ROUTES.discover}>{t("discover360")}</Link>
            </li>
          </ul>
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t("contactUs")}
          </h2>
          <ul>
            {settings?.phone ? (
              <li>
                <a href={telHref(settings.phone)} dir="ltr">
                  {settings.phone}
                </a>
              </li>
            ) : null}
            {settings?.email ? (
              <li>
                <a href={`mailto:${settings.email}`} dir="ltr">
                  {settings.email}
                </a>
              </li>
            ) : null}
            {settings ? (
              <li>
                <address>{settings.address[locale]}</address>
              </li>
            ) : null}
            {settings ? (
              <li>
                <a href={openInMapsUrl(settings.map)} target="_blank" rel="noopener noreferrer" className="site-footer__location">
                  {t("location")}
                </a>
              </li>
            ) : null}
          </ul>
        </section>

        <nav className="site-footer__col" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            {t("legal")}
          </h2>
          <ul>
            <li>
              <Link href={ROUTES.terms}>{t("terms")}</Link>
            </li>
            <li>
              <Link href={ROUTES.privacy}>{t("privacy")}</Link>
            </li>
            <li>
              <Link href={ROUTES.cookies}>{t("cookies")}</Link>
            </li>
            <li>
              <Link href={ROUTES.help}>{t("help")}</Link>
            </li>
          </ul>
          {settings && settings.social.length > 0 ? (
            <>
              <h2 className="site-footer__heading site-footer__heading--social">{t("social")}</h2>
              <ul className="social-links">
                {settings.social.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={tSocial(link.network)}>
                      <SocialIcon network={link.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p className="container">{t("copyright", { year, hotel: hotelName, rights: t("rights") })}</p>
      </div>
    </footer>
  );
}
