import type { Locale } from "@/i18n/routing";
import type { ContactInput } from "@/lib/contact/schema";
import type { SubmitContactResult } from "@/lib/contact/submit";

export type ContactAction = (locale: Locale, input: ContactInput) => Promise<SubmitContactResult>;
