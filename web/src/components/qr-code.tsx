import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an SVG image, drawn by `qrcode` loaded only when a page shows one
 * (member e-card, event ticket, certificate). `data-text` carries what it encodes, for tests.
 */
export function QrCode({ text, alt, className }: { text: string; alt: string; className?: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => live && setSvg(drawn));
    return () => {
      live = false;
    };
  }, [text]);
  return svg ? (
    <img
      className={className}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      data-text={text}
    />
  ) : null;
}
