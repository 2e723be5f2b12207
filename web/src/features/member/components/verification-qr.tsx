import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** The absolute address a member card's QR code opens: the public verification of its number. */
export const verificationUrl = (memberNo: string) =>
  `${window.location.origin}${paths.memberVerify.getHref(memberNo)}`;

/** A QR code (SVG, drawn by the lazily loaded `qrcode`) of the card's verification address. */
export function VerificationQr({ memberNo, className }: { memberNo: string; className?: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState('');
  const url = verificationUrl(memberNo);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => live && setSvg(drawn));
    return () => {
      live = false;
    };
  }, [url]);
  return svg ? (
    <img
      className={className}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('memberCard.qrAlt')}
      data-url={url}
    />
  ) : null;
}
