import "server-only";
import { optimisedImageProps } from "@/components/content/CmsPicture";
import { imageSet } from "@/lib/cms/reshape";
import { WIDE_IMAGE_WIDTH } from "@/lib/cms/thumbs";
import { PHOTO_USES } from "./sizes";

// Photos ready before the first guest. A photo is encoded by next/image's
// optimiser on the first request for each of its widths and formats (and
// PocketBase makes the thumb behind them on the optimiser's first fetch): for a
// phone's 3,840 px photo, the first guest's page painted 1.3 s later than the
// next guest's. When staff save a photo, PocketBase tells the site
// (pb_hooks/photos.pb.js → app/api/photos), and the site asks its own
// optimiser for every file a guest's browser can ask for, so they are cached.

/** A photo file PocketBase has just saved. */
export interface SavedPhoto {
  collectionId: string;
  recordId: string;
  filename: string;
}

/** What browsers tell the optimiser they take: AVIF (today's browsers), else WebP (next.config.ts's formats). */
const ACCEPTS = ["image/avif,image/webp,image/apng,image/*,*/*;q=0.8", "image/webp,image/apng,image/*,*/*;q=0.8"] as const;

/** The optimiser's addresses (/_next/image?url=…&w=…&q=…) of every width a page can list for `photo`, as CmsPicture lists them. */
export function photoVariants(pbUrl: string, photo: SavedPhoto): string[] {
  const set = imageSet(pbUrl, { collectionId: photo.collectionId, id: photo.recordId }, photo.filename, "");
  const urls = new Set<string>();
  for (const { thumb, sizes } of Object.values(PHOTO_USES)) {
    const props =
      thumb === "wide"
        ? optimisedImageProps({ src: set.wide, alt: "", fill: true, sizes }, WIDE_IMAGE_WIDTH)
        : optimisedImageProps({ ...set[thumb], sizes }, set[thumb].width);
    for (const candidate of props.srcSet?.split(", ") ?? []) urls.add(candidate.split(" ")[0]!);
  }
  return [...urls];
}

// One photo at a time, after any before it: encoding is the heaviest work the
// site does, and guests' pages share the machine with it.
let queue: Promise<unknown> = Promise.resolve();

/** Makes every variant of `photos` through the site's own optimiser at `origin`; resolves with what was made. */
export function warmUpPhotos(origin: string, pbUrl: string, photos: readonly SavedPhoto[]) {
  const run = queue.then(() => warm(origin, pbUrl, photos));
  queue = run.catch(() => undefined);
  return run;
}

async function warm(origin: string, pbUrl: string, photos: readonly SavedPhoto[]) {
  const started = performance.now();
  let made = 0;
  const failed: string[] = [];
  for (const photo of photos) {
    const variants = photoVariants(pbUrl, photo);
    for (const accept of ACCEPTS) {
      for (const variant of variants) {
        try {
          const res = await fetch(new URL(variant, origin), { headers: { accept }, signal: AbortSignal.timeout(60_000) });
          await res.arrayBuffer();
          if (res.ok) made++;
          else failed.push(`${res.status} ${variant}`);
        } catch (error) {
          failed.push(`${String(error)} ${variant}`);
        }
      }
    }
  }
  const record = photos[0] ? `${photos[0].collectionId}/${photos[0].recordId}` : "";
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`photos: ${made} files of ${photos.length} photo${photos.length === 1 ? "" : "s"} of ${record} ready in ${seconds} s`);
  if (failed.length) console.warn(`photos: ${failed.length} not made:\n${failed.slice(0, 5).join("\n")}`);
  return { made, failed };
}
