/**
 * URL paths of the catalogue's images. The files are SVGs written by scripts/generate-catalogue-images.mjs
 * into apps/web/public/images/catalogue/<kind>/ and committed, so no step generates them at start.
 */
export type ImageKind = 'templates' | 'programmes' | 'products' | 'trainers' | 'people' | 'gallery' | 'icons';

export const imagePath = (kind: ImageKind, slug: string) => `/images/catalogue/${kind}/${slug}.svg`;

/** Product images are numbered from 1: <slug>-1.svg, <slug>-2.svg, ... */
export const productImagePaths = (slug: string, count: number) =>
  Array.from({ length: count }, (_, i) => imagePath('products', `${slug}-${i + 1}`));

/** Gallery scenes are drawn at 4:3; multimedia rows record the size. */
export const GALLERY_SIZE = { width: 800, height: 600 } as const;
