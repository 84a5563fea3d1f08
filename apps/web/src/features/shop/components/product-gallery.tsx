import { Box, Group, Image, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ImageLightbox } from '../../../components/image-lightbox';

const MAIN_SIZE = 320;
const THUMB_SIZE = 64;

/**
 * The product's images: a main image (at most 320 px wide) that opens the full-screen viewer, and
 * thumbnails that choose the main image. `ribbons` are pinned over the main image.
 */
export function ProductGallery({
  images,
  title,
  ribbons,
}: {
  images: string[];
  title: string;
  ribbons?: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  const alt = (i: number) => (images.length > 1 ? `${title}, image ${i + 1} of ${images.length}` : title);

  return (
    <Box maw={MAIN_SIZE} w="100%" mx={{ base: 'auto', sm: 0 }}>
      <Box pos="relative">
        {ribbons}
        {current ? (
          <UnstyledButton
            onClick={() => setOpen(true)}
            aria-label={`Open ${alt(index)} full screen`}
            display="block"
            w="100%"
          >
            <Image
              src={current}
              alt={alt(index)}
              width={MAIN_SIZE}
              height={MAIN_SIZE}
              w="100%"
              h="auto"
              fit="contain"
              radius="md"
              bg="gray.0"
              fetchPriority="high"
              style={{ aspectRatio: '1 / 1' }}
            />
          </UnstyledButton>
        ) : (
          <Box
            bg="gray.1"
            style={{ aspectRatio: '1 / 1', borderRadius: 'var(--mantine-radius-md)' }}
            aria-hidden="true"
          />
        )}
      </Box>
      {images.length > 1 && (
        <Group
          component="ul"
          gap="xs"
          mt="sm"
          p={0}
          aria-label="Product images"
          style={{ listStyle: 'none' }}
        >
          {images.map((src, i) => (
            <li key={src}>
              <UnstyledButton
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}`}
                aria-pressed={i === index}
                display="block"
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  outline:
                    i === index
                      ? '2px solid var(--mantine-primary-color-filled)'
                      : '1px solid var(--mantine-color-gray-3)',
                }}
              >
                <Image
                  src={src}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  w={THUMB_SIZE}
                  h={THUMB_SIZE}
                  fit="contain"
                  loading="lazy"
                  radius="sm"
                />
              </UnstyledButton>
            </li>
          ))}
        </Group>
      )}
      <ImageLightbox
        slides={images.map((src, i) => ({ src, alt: alt(i) }))}
        open={open}
        index={index}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
