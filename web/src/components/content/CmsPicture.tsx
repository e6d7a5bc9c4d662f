import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { WIDE_IMAGE_WIDTH, type CmsImage } from "@/lib/cms";
import { capSrcSet } from "./src-set";

/**
 * A plain <img> with next/image's optimised srcset, rendered on the server.
 * next/image's <Image> is a client component: every photo on a page would add
 * its code to the first load and its props to hydration, for nothing a static
 * photo needs. A preloaded image (the one likely to be the largest paint) is
 * fetched eagerly, at high priority, and announced in the document head.
 */
function OptimisedImg({ preload, sourceWidth, ...image }: ImageProps & { preload: boolean; sourceWidth: number }) {
  const { props: imageProps } = getImageProps({
    ...image,
    loading: preload ? "eager" : "lazy",
    fetchPriority: preload ? "high" : undefined,
  });
  const props = { ...imageProps, srcSet: capSrcSet(imageProps.srcSet, sourceWidth) };
  if (preload && props.src) {
    preloadResource(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  }
  // next/image's own attributes (getImageProps), as a plain img so the srcset can be capped at the source's width.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={props.alt} />;
}

/** A PocketBase thumb at its real size. */
export function CmsPicture({
  image,
  sizes,
  className,
  preload = false,
}: {
  image: CmsImage;
  sizes: string;
  className?: string;
  preload?: boolean;
}) {
  return (
    <OptimisedImg
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      sizes={sizes}
      className={className}
      preload={preload}
      sourceWidth={image.width}
    />
  );
}

/** A wide photo filling its (positioned) container, e.g. a hero. */
export function CmsCover({
  src,
  alt,
  sizes = "100vw",
  preload = false,
  className = "cover-image",
}: {
  src: string;
  alt: string;
  sizes?: string;
  preload?: boolean;
  className?: string;
}) {
  return <OptimisedImg src={src} alt={alt} fill sizes={sizes} preload={preload} className={className} sourceWidth={WIDE_IMAGE_WIDTH} />;
}
