import { Box, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { Media } from '@oxstrength/shared/contracts/media';
import { ImageLightbox } from './image-lightbox';

const THUMB = { width: 400, height: 300 };

/** Image thumbnails in a grid; a thumbnail opens the full image in a lightbox at that picture. */
export function MediaGallery({ media }: { media: Media[] }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const slides = media.map((m) => ({
    src: m.url,
    alt: m.title,
    width: m.width ?? undefined,
    height: m.height ?? undefined,
  }));
  return (
    <>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {media.map((m, i) => (
          <li key={m._id}>
            <UnstyledButton
              onClick={() => {
                setIndex(i);
                setOpen(true);
              }}
              aria-label={`Open image: ${m.title}`}
              display="block"
              w="100%"
              style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', cursor: 'zoom-in' }}
            >
              <img
                src={m.thumbnail ?? m.url}
                alt={m.title}
                width={THUMB.width}
                height={THUMB.height}
                loading="lazy"
                decoding="async"
                style={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                }}
              />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <ImageLightbox slides={slides} open={open} index={index} onClose={() => setOpen(false)} />
    </>
  );
}

const VIDEO_TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

/** The MIME type of a video file by its extension, so a browser that can't play it skips the download. */
const videoType = (url: string) => VIDEO_TYPES[url.split('?')[0].split('.').pop()!.toLowerCase()];

/**
 * Training videos: native players (keyboard-usable controls) that load nothing but the poster until played,
 * sized up front so nothing shifts when the poster arrives.
 */
export function VideoGallery({ media }: { media: Media[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {media.map((m) => (
        <Box component="li" key={m._id}>
          <video
            controls
            preload="none"
            playsInline
            poster={m.thumbnail ?? undefined}
            width={m.width ?? 640}
            height={m.height ?? 360}
            aria-label={m.title}
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '16 / 9',
              background: 'black',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <source src={m.url} type={videoType(m.url)} />
            <a href={m.url}>Download {m.title}</a>
          </video>
          <Text fw={600} mt="xs">
            {m.title}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
