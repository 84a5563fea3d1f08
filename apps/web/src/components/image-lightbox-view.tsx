import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import type { LightboxSlide } from './image-lightbox';

/** The lightbox library itself; loaded only when ImageLightbox first opens. */
export default function ImageLightboxView({
  slides,
  open,
  index,
  onClose,
}: {
  slides: LightboxSlide[];
  open: boolean;
  index: number;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      controller={{ closeOnBackdropClick: true }}
      carousel={{ finite: slides.length <= 1 }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
