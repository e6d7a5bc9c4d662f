import { getImageProps, type ImageProps } from "next/image";
import { WIDE_IMAGE_WIDTH, type CmsImage } from "@/lib/cms";
import { capSrcSet } from "./src-set";
import { PHOTO_USES } from "@/lib/photos/sizes";

/**
 * A plain <img> with next/image's optimised srcset, rendered on the server.
 * next/image's <Image> is a client component: every photo on a page would add
 * its code to the first load and its props to hydration, for nothing a static
 * photo needs. A priority image (the one likely to be the largest paint) is
 * fetched eagerly and at high priority, found by the browser in the server's
 * HTML.
 *
 * That one is wrapped in a <picture> (laid out as if it were not there).
 * React announces each eager <img> of a server component outside a <picture>
 * as a preload hint in the RSC payload, which the browser acts on as soon as
 * the payload arrives. The router prefetches the pages the visible links lead
 * to, so each of their heroes was downloaded at high priority on a page that
 * does not show it (a browser on /book fetched the photos of pages the guest
 * never opened, and a busy server had to encode them first). Inside a
 * <picture>, React leaves the choice of file to the browser and sends no hint.
 */
function OptimisedImg({ priority, sourceWidth, ...image }: ImageProps & { priority: boolean; sourceWidth: number }) {
  const props = optimisedImageProps(
    { ...image, loading: priority ? "eager" : "lazy", fetchPriority: priority ? "high" : undefined },
    sourceWidth,
  );
  // next/image's own attributes (getImageProps), as a plain img so the srcset can be capped at the source's width.
  // eslint-disable-next-line @next/next/no-img-element
  const img = <img {...props} alt={props.alt} />;
  return priority ? <picture>{img}</picture> : img;
}

/** next/image's attributes for `image`, its srcset capped at the width of the file behind it (src-set.ts). */
export function optimisedImageProps(image: ImageProps, sourceWidth: number) {
  const { props } = getImageProps(image);
  return { ...props, srcSet: capSrcSet(props.srcSet, sourceWidth) };
}

/** A PocketBase thumb at its real size. */
export function CmsPicture({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: CmsImage;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <OptimisedImg
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      sizes={sizes}
      className={className}
      priority={priority}
      sourceWidth={image.width}
    />
  );
}

/** A wide photo filling its (positioned) container, e.g. a hero. */
export function CmsCover({
  src,
  alt,
  sizes = PHOTO_USES.cover.sizes,
  priority = false,
  className = "cover-image",
}: {
  src: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  return <OptimisedImg src={src} alt={alt} fill sizes={sizes} priority={priority} className={className} sourceWidth={WIDE_IMAGE_WIDTH} />;
}
