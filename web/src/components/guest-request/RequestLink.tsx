"use client";
import { localizedPath } from "@/i18n/localized-path";
import type { Locale } from "@/i18n/routing";
import { whatsAppShareLink } from "@/lib/booking/whatsapp";
import type { Translate } from "@/lib/forms/translate";
import { requestPath } from "./paths";
import forms from "@/components/forms/forms.module.css";

/**
 * The guest's private link to the request they just sent, shown once (only
 * its hash is kept), with a way to keep it in WhatsApp. From this page's
 * address: the link works wherever the guest reached the site.
 */
export function RequestLink({
  locale,
  reference,
  token,
  t,
}: {
  locale: Locale;
  reference: string;
  token: string;
  t: Translate<"Booking">;
}) {
  const path = localizedPath(requestPath(token), locale);
  const link = `${window.location.origin}${path}`;
  return (
    <div data-testid="booking-request-link">
      <p>{t("requestLinkLabel")}</p>
      <p>
        <a href={path} className={forms.ltr} dir="ltr" data-testid="booking-request-link-url">
          {link}
        </a>
      </p>
      <p>{t("requestLinkNote")}</p>
      <p>
        <a href={whatsAppShareLink(t("requestLinkWhatsappText", { reference, link }))} target="_blank" rel="noopener noreferrer">
          {t("requestLinkWhatsapp")}
        </a>
      </p>
    </div>
  );
}
