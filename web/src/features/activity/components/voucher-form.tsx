import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { type Attachment, AttachmentField } from '@/components/form/attachment-field';
import form from '@/components/form/form.module.css';
import { feedback } from '@/components/feedback/feedback-store';
import { useSubmitVoucher } from '../api/activities';
import styles from './event-detail.module.css';

/** A paid event's transfer voucher: an image uploaded as a private attachment, then sent for the sign-up. */
export function VoucherForm({ signId }: { signId: number }) {
  const { t } = useTranslation();
  const submitVoucher = useSubmitVoucher();
  const [voucher, setVoucher] = useState<Attachment[]>([]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [chosen] = voucher;
    if (!chosen) return;
    submitVoucher.mutate(
      { signId, voucher: chosen.attachmentId },
      {
        onSuccess: () => {
          setVoucher([]);
          feedback.message({ type: 'success', content: t('activity.voucherSent') });
        },
      },
    );
  };

  return (
    <form className={styles.voucher} onSubmit={submit}>
      <AttachmentField
        value={voucher}
        onChange={setVoucher}
        label={t('activity.voucher')}
        hint={t('activity.voucherHint')}
        recordKind="activity_sign"
        accept="image"
        limit={1}
      />
      <button
        type="submit"
        className={form.button}
        disabled={voucher.length === 0 || submitVoucher.isPending}
      >
        {t('activity.voucherSubmit')}
      </button>
    </form>
  );
}
