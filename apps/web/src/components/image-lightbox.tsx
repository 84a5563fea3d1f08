import { lazy, Suspense, useState } from 'react';

export interface LightboxSlide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

const ImageLightboxView = lazy(() => import('./image-lightbox-view'));

/**
 * A full-screen image viewer. The library and its styles are fetched the first time it opens, so pages
 * pay nothing for it until then; after that it stays mounted so closing animates.
 */
export function ImageLightbox({
  slides,
  open,
  index = 0,
  onClose,
}: {
  slides: LightboxSlide[];
  open: boolean;
  index?: number;
  onClose: () => void;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ImageLightboxView slides={slides} open={open} index={index} onClose={onClose} />
    </Suspense>
  );
}
