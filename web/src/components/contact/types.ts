import type { Locale } from "@/i18n/routing";
import type { ChallengeProof } from "@/lib/forms/challenge";
import type { ContactInput } from "@/lib/contact/schema";
import type { SubmitContactResult } from "@/lib/contact/submit";

/** `proof` is the answer to the challenge the previous answer asked for (lib/forms/send-solving-challenges.ts). */
export type ContactAction = (locale: Locale, input: ContactInput, proof?: ChallengeProof) => Promise<SubmitContactResult>;
