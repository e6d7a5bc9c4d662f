import { sendContactMessage } from "@/components/contact/actions";
import type { Locale } from "@/i18n/routing";
import { formTexts } from "@/lib/forms/form-texts";
import { telHref } from "@/lib/forms/phone";
import { LazyContactForm } from "./LazyContactForm";
// The form's styles, imported here (a server component) as well as by the form, whose code comes after the page:
// the page's HTML then links them, so the form's server markup, its hidden honeypot included, is styled before
// that code arrives, and no stylesheet is added once the page has loaded.
import "@/components/forms/forms.module.css";

/** The contact form with its texts; `phone` is the hotel's number from settings. */
export async function ContactSection({ locale, phone }: { locale: Locale; phone: string }) {
  const texts = await formTexts(locale, ["ContactForm", "FormErrors"]);
  return <LazyContactForm locale={locale} phone={phone} phoneHref={telHref(phone)} action={sendContactMessage} texts={texts} />;
}
