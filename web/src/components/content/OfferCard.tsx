import { getTranslations } from "next-intl/server";
import { Link } from "@/components/Link";
import type { Locale } from "@/i18n/routing";
import { getSettings, type Offer } from "@/lib/cms";
import { offerPath } from "@/lib/site";
import { CmsPicture } from "./CmsPicture";
import { offerDiscount, offerValidity } from "./offer-helpers";
import { PHOTO_USES } from "@/lib/photos/sizes";

export async function OfferCard({
  offer,
  locale,
  headingLevel = 3,
  priority = false,
}: {
  offer: Offer;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** The first card of a list that opens the page: its photo is the largest paint, so fetch it first. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [t, tCommon, settings] = await Promise.all([
    getTranslations({ locale, namespace: "Offers" }),
    getTranslations({ locale, namespace: "Common" }),
    // Read here, so a page showing offers is expired with the settings when staff change the Hijri shift.
    getSettings().catch(() => null),
  ]);
  const discount = offerDiscount(offer, t);
  return (
    <article className="card offer-card">
      {offer.image ? (
        <div className="card__media">
          <CmsPicture image={offer.image.card} sizes={PHOTO_USES.offerCard.sizes} priority={priority} />
          {discount ? <p className="offer-card__badge">{discount}</p> : null}
        </div>
      ) : null}
      <div className="card__body">
        <Heading className="card__title offer-card__title">
          <Link href={offerPath(offer.id)}>{offer.title}</Link>
        </Heading>
        <p className="card__meta">
          {t("validity")}: {offerValidity(offer, locale, t, settings?.hijriShift ?? 0)}
        </p>
        {offer.summary ? <p className="card__text">{offer.summary}</p> : null}
        <div className="card__footer">
          <Link href={offerPath(offer.id)} className="button button--outline button--small">
            {tCommon("viewDetails")}
          </Link>
        </div>
      </div>
    </article>
  );
}
