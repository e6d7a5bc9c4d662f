import { getTranslations } from "next-intl/server";
import { ContactSection } from "@/components/contact/ContactSection";
import { PageHeader } from "@/components/content/PageHeader";
import { MapEmbed } from "@/components/map/MapEmbed";
import { telHref } from "@/lib/forms/phone";
import { getSettings } from "@/lib/cms";
import { openInMapsUrl, osmEmbedUrl } from "@/lib/maps";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { textPageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

export const generateMetadata = textPageMetadata(ROUTES.contact, "contact", { intro: "Contact" });

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, tMap, settings] = await Promise.all([
    getTranslations({ locale, namespace: "Contact" }),
    getTranslations({ locale, namespace: "Map" }),
    getSettings(),
  ]);

  return (
    <>
      <PageHeader title={t("heading")} intro={t("intro")} />
      <div className="container contact">
        <section className="contact__details card" aria-labelledby="contact-details">
          <div className="card__body">
            <h2 id="contact-details" className="visually-hidden">
              {t("detailsHeading")}
            </h2>
            {settings ? (
              <dl className="facts facts--stacked">
                <div className="facts__item">
                  <dt>{t("phone")}</dt>
                  <dd>
                    <a href={telHref(settings.phone)} dir="ltr">
                      {settings.phone}
                    </a>
                  </dd>
                </div>
                {settings.whatsapp ? (
                  <div className="facts__item">
                    <dt>{t("whatsapp")}</dt>
                    <dd>
                      <a href={`https://wa.me/${settings.whatsapp.replace(/\D/g, "")}`} dir="ltr" target="_blank" rel="noopener noreferrer">
                        {settings.whatsapp}
                      </a>
                    </dd>
                  </div>
                ) : null}
                <div className="facts__item">
                  <dt>{t("email")}</dt>
                  <dd>
                    <a href={`mailto:${settings.email}`} dir="ltr">
                      {settings.email}
                    </a>
                  </dd>
                </div>
                <div className="facts__item">
                  <dt>{t("address")}</dt>
                  <dd>
                    <address>{settings.address[locale]}</address>
                  </dd>
                </div>
              </dl>
            ) : null}
            {settings?.companyProfileUrl ? (
              <p className="contact__profile">
                <a href={settings.companyProfileUrl} className="button button--outline" download>
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
                    <path
                      d="M12 3v12m0 0l-5-5m5 5l5-5M5 21h14"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  {t("downloadProfile")}
                </a>
              </p>
            ) : null}
          </div>
        </section>

        {settings ? (
          <section id="map" className="contact__map map" aria-labelledby="map-heading">
            <h2 id="map-heading">{t("map")}</h2>
            <MapEmbed embedUrl={osmEmbedUrl(settings.map)} title={tMap("title")} showLabel={tMap("show")} note={tMap("note")} />
            <a href={openInMapsUrl(settings.map)} target="_blank" rel="noopener noreferrer" className="text-link map__open">
              {tMap("openInMaps")}
            </a>
          </section>
        ) : null}

        <section id="contact-form" className="contact__form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t("formHeading")}</h2>
          {settings ? <ContactSection locale={locale} phone={settings.phone} /> : null}
        </section>
      </div>
    </>
  );
}
