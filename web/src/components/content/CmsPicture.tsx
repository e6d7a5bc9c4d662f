import Image from "next/image";
import type { CmsImage } from "@/lib/cms";

/** A PocketBase thumb at its real size, optimised by next/image. */
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
    <Image
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      sizes={sizes}
      className={className}
      preload={preload}
    />
  );
}

/** A wide photo filling its (positioned) container, e.g. a hero. */
export function CmsCover({ src, alt, sizes = "100vw", preload = false }: { src: string; alt: string; sizes?: string; preload?: boolean }) {
  return <Image src={src} alt={alt} fill sizes={sizes} preload={preload} className="cover-image" />;
}
