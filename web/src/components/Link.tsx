import { getLocale } from "next-intl/server";
import { localizedHref } from "@/i18n/localized-path";
import { isLocale, routing } from "@/i18n/routing";
import { PrefetchLink, type PrefetchLinkProps } from "./runtime/PrefetchLink";

/**
 * A link to one of the site's own paths, written unprefixed ("/OurRooms",
 * "/book?room=deluxe") and localized on the server for the page's locale.
 * Unlike next-intl's Link it ships no i18n runtime to the browser: it is
 * a client-side link with the final href, under the site's prefetch policy
 * (PrefetchLink: not on 2g/save-data, not for new tabs).
 */
export async function Link({ href, ...rest }: PrefetchLinkProps) {
  const locale = await getLocale();
  return <PrefetchLink href={localizedHref(href, isLocale(locale) ? locale : routing.defaultLocale)} {...rest} />;
}
