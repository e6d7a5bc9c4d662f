/** Width of the `wide` thumb (1600 px, height from the photo): heroes never get a larger file. */
export const WIDE_IMAGE_WIDTH = 1600;

/**
 * The PocketBase thumbs the site shows photos at (the image fields define them,
 * pb_migrations). next/image accepts a photo's address with one of these and no
 * other query (image-patterns.ts), so the set it encodes is finite.
 */
export const IMAGE_THUMBS = { card: "960x640", small: "480x320", wide: `${WIDE_IMAGE_WIDTH}x0` } as const;
