import type { IMAGE_THUMBS } from "@/lib/cms/thumbs";

/**
 * Every `sizes` the site shows a PocketBase photo at, and the thumb it shows
 * there. Listed once, so the files guests get (next/image's widths of each
 * thumb, in each format) can be made when staff save a photo (warm-up.ts), not
 * on the first guest's request. A photo shown at a new size is added here.
 */
export const PHOTO_USES = {
  /** Cards of the home page's and the facilities' grids (Card). */
  gridCard: { thumb: "card", sizes: "(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw" },
  /** The photo half of a split block (SplitMedia). */
  split: { thumb: "card", sizes: "(min-width: 960px) 50vw, 92vw" },
  /** An offer's card (OfferCard). */
  offerCard: { thumb: "card", sizes: "(min-width: 1100px) 540px, 92vw" },
  /** An offer's own page. */
  offerPage: { thumb: "card", sizes: "(min-width: 960px) 720px, 92vw" },
  /** A facility's gallery (FacilityPage). */
  facilityGallery: { thumb: "card", sizes: "(min-width: 960px) 480px, 92vw" },
  /** A room's first photo on the rooms page… */
  roomMain: { thumb: "card", sizes: "(min-width: 960px) 560px, 92vw" },
  /** …and the two beside it. */
  roomSide: { thumb: "small", sizes: "(min-width: 960px) 270px, 45vw" },
  /** A photo filling the width: the home page's hero, a page's header (CmsCover). */
  cover: { thumb: "wide", sizes: "100vw" },
  /** A 360° scene's still: drawn with object-fit: cover, the 2:1 photo is twice the stage's height wide (4:5 stage on phones, 16:9 from 700 px). */
  tourStill: { thumb: "wide", sizes: "(min-width: 1200px) 1300px, (min-width: 700px) 113vw, 250vw" },
} as const satisfies Record<string, { thumb: keyof typeof IMAGE_THUMBS; sizes: string }>;

export type PhotoUse = keyof typeof PHOTO_USES;
