import NextLink from "next/link";
import { getLocale } from "next-intl/server";
import type { ComponentProps } from "react";
import { localizedHref } from "@/i18n/localized-path";
import { isLocale, routing } from "@/i18n/routing";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/**
 * A link to one of the site's own paths, written unprefixed ("/OurRooms",
 * "/book?room=deluxe") and localized on the server for the page's locale.
 * Unlike next-intl's Link it ships no i18n runtime to the browser: it is
 * next/link with the final href.
 */
export async function Link({ href, ...rest }: LinkProps) {
  const locale = await getLocale();
  return <NextLink href={localizedHref(href, isLocale(locale) ? locale : routing.defaultLocale)} {...rest} />;
}
