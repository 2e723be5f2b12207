import type { ImgHTMLAttributes } from 'react';
import { fileUrl } from '@/lib/file-url';

/**
 * The site's own pictures (web/public/images, made by scripts/make-demo-images.mjs) ship as a
 * JPEG with AVIF and WebP twins beside it; uploads are served as they were sent.
 */
const OWN_JPEG = /^\/images\/.+\.jpg$/;

function lighterTwins(src: string) {
  if (!OWN_JPEG.test(src)) return [];
  return [
    { type: 'image/avif', srcSet: src.replace(/\.jpg$/, '.avif') },
    { type: 'image/webp', srcSet: src.replace(/\.jpg$/, '.webp') },
  ];
}

interface Size {
  width: number;
  height: number;
}

export interface CoverImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'>, Size {
  /** A stored path: '/images/…jpg' (gets AVIF and WebP sources) or an upload. */
  src: string;
  /** A picture drawn for narrow screens (phone layout, ≤ 767 px), with its own shape. */
  narrow?: Size & { src: string };
  pictureClassName?: string;
}

const NARROW = '(max-width: 767px)';

/**
 * A picture with the lightest format the browser takes (AVIF, then WebP, then the JPEG) and its
 * intrinsic size set, so the page does not move when it arrives.
 */
export function CoverImage({
  src,
  narrow,
  pictureClassName,
  width,
  height,
  alt = '',
  ...img
}: CoverImageProps) {
  return (
    // Without a class of its own the picture lays its <img> out as if it stood alone, so a caller
    // styles (and sizes) the img as before.
    <picture className={pictureClassName} style={pictureClassName ? undefined : { display: 'contents' }}>
      {narrow &&
        [...lighterTwins(narrow.src), { type: undefined, srcSet: fileUrl(narrow.src) }].map((source) => (
          <source
            key={`narrow ${source.srcSet}`}
            media={NARROW}
            type={source.type}
            srcSet={source.srcSet}
            width={narrow.width}
            height={narrow.height}
          />
        ))}
      {lighterTwins(src).map((source) => (
        <source key={source.srcSet} type={source.type} srcSet={source.srcSet} width={width} height={height} />
      ))}
      <img src={fileUrl(src)} alt={alt} width={width} height={height} {...img} />
    </picture>
  );
}
