import { Image, type MantineRadius } from '@mantine/core';

/**
 * A picture as wide as its box at a fixed aspect ratio, cropped to fill it. `width` and `height` are its
 * natural size, so the browser keeps its place before it loads.
 */
export function CoverImage({
  src,
  alt,
  width,
  height,
  ratio = '4 / 3',
  loading,
  fetchPriority,
  radius,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  ratio?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high';
  radius?: MantineRadius;
}) {
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      radius={radius}
      w="100%"
      h="auto"
      style={{ aspectRatio: ratio, objectFit: 'cover' }}
    />
  );
}
