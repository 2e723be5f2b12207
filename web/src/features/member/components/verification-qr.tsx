import { useTranslation } from '@/lib/i18n';
import { QrCode } from '@/components/qr-code';
import { paths } from '@/config/paths';

/** The absolute address a member card's QR code opens: the public verification of its number. */
export const verificationUrl = (memberNo: string) =>
  `${window.location.origin}${paths.memberVerify.getHref(memberNo)}`;

/** A QR code of the card's verification address. */
export function VerificationQr({ memberNo, className }: { memberNo: string; className?: string }) {
  const { t } = useTranslation();
  return <QrCode text={verificationUrl(memberNo)} alt={t('memberCard.qrAlt')} className={className} />;
}
