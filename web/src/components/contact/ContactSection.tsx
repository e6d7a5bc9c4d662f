import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { sendContactMessage } from "@/app/[locale]/contact/actions";
import type { Locale } from "@/i18n/routing";
import { telHref } from "@/lib/booking/phone";
import { ContactForm } from "./ContactForm";

/** The contact form with its texts; `phone` is the hotel's number from settings. */
export async function ContactSection({ locale, phone }: { locale: Locale; phone: string }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider messages={{ ContactForm: messages.ContactForm, FormErrors: messages.FormErrors }}>
      <ContactForm locale={locale} phone={phone} phoneHref={telHref(phone)} action={sendContactMessage} />
    </NextIntlClientProvider>
  );
}
