import { getRequestConfig } from "next-intl/server";
import { getUiTexts } from "@/lib/cms";
import { HOTEL_TIME_ZONE } from "@/lib/hotel-time";
import { mergeUiTexts, type MessageTree } from "./merge-messages";
import { isLocale, routing } from "./routing";

const bundled: Record<string, () => Promise<MessageTree>> = {
  ar: () => import("../../messages/ar.json").then((m) => m.default as MessageTree),
  en: () => import("../../messages/en.json").then((m) => m.default as MessageTree),
};

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const [messages, overrides] = await Promise.all([bundled[locale]!(), getUiTexts()]);
  return {
    locale,
    messages: mergeUiTexts(messages, overrides, locale),
    timeZone: HOTEL_TIME_ZONE,
  };
});
