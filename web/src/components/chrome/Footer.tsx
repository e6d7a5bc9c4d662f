import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/Link";
import { hotelToday } from "@/lib/booking/rules/dates";
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
  // Basra's year: at 00:30 on 1 January there, the server's UTC is still in the old one.
  const year = hotelToday().slice(0, 4);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo name={hotelName} />
          {settings?.blurb[locale] ? <p className="site-footer__blurb">{settings.blurb[locale]}</p> : null}
        </div>

        <LinkColumn
          id="footer-pages"
          heading={t("pages")}
          links={[
            { href: ROUTES.facilities, label: t("ourServices") },
            { href: ROUTES.about, label: t("about") },
            { href: ROUTES.discover, label: t("discover360") },
          ]}
        />

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

        <LinkColumn
          id="footer-legal"
          heading={t("legal")}
          links={[
            { href: ROUTES.terms, label: t("terms") },
            { href: ROUTES.privacy, label: t("privacy") },
            { href: ROUTES.cookies, label: t("cookies") },
            { href: ROUTES.help, label: t("help") },
          ]}
        >
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
        </LinkColumn>
      </div>
      <div className="site-footer__bottom">
        <p className="container">{t("copyright", { year, hotel: hotelName, rights: t("rights") })}</p>
      </div>
    </footer>
  );
}

/** A column of the footer's links under its heading (named by it), then whatever the column adds. */
function LinkColumn(props: { id: string; heading: string; links: { href: string; label: string }[]; children?: ReactNode }) {
  return (
    <nav className="site-footer__col" aria-labelledby={props.id}>
      <h2 id={props.id} className="site-footer__heading">
        {props.heading}
      </h2>
      <ul>
        {props.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
      {props.children}
    </nav>
  );
}
