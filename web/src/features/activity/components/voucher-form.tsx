import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '@/components/form/form.module.css';
import { feedback } from '@/components/feedback/feedback-store';
import { acceptOf, checkFile, IMAGE_TYPES, postAttachment, UPLOAD_SIZE } from '@/lib/upload-rules';
import { useSubmitVoucher } from '../api/activities';
import styles from './event-detail.module.css';

/** A paid event's transfer voucher: the image goes up as a private attachment, then to the sign-up. */
export function VoucherForm({ signId }: { signId: number }) {
  const { t } = useTranslation();
  const submitVoucher = useSubmitVoucher();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);

  const choose = (chosen: File | undefined) => {
    const refusal = chosen
      ? checkFile(chosen, { kind: 'image', fileType: IMAGE_TYPES, fileSize: UPLOAD_SIZE })
      : null;
    setProblem(refusal ?? '');
    setFile(refusal ? null : (chosen ?? null));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setSending(true);
    try {
      const uploaded = await postAttachment(file, 'activity_sign');
      await submitVoucher.mutateAsync({ signId, voucher: uploaded.data!.attachmentId });
      setFile(null);
      feedback.message({ type: 'success', content: t('activity.voucherSent') });
    } catch {
      // The request client has shown why.
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.voucher} onSubmit={(e) => void submit(e)}>
      <label className={form.label} htmlFor={`voucher-${signId}`}>
        {t('activity.voucher')}
      </label>
      <input
        id={`voucher-${signId}`}
        type="file"
        accept={acceptOf(IMAGE_TYPES)}
        aria-describedby={`voucher-${signId}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <p id={`voucher-${signId}-hint`} className={problem ? form.error : form.hint}>
        {problem || t('activity.voucherHint')}
      </p>
      <button type="submit" className={form.button} disabled={!file || sending}>
        {t('activity.voucherSubmit')}
      </button>
    </form>
  );
}
