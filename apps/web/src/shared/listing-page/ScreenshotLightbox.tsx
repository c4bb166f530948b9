import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

export interface LightboxSlide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  srcSet?: { src: string; width: number; height: number }[];
}

export interface ScreenshotLightboxProps {
  slides: LightboxSlide[];
  index: number;
  onClose: () => void;
}

/** The screenshot viewer with next/previous; loaded on first open (own chunk). */
export default function ScreenshotLightbox({ slides, index, onClose }: ScreenshotLightboxProps) {
  return <Lightbox open index={index} close={onClose} slides={slides} controller={{ closeOnBackdropClick: true }} />;
}
