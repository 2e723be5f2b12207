import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Attachment } from '@/components/form/attachment-field';
import { TextField } from '@/components/form/field';
import formStyles from '@/components/form/form.module.css';
import { FactList } from '@/components/workflow/fact-list';
import { WideAttachmentField } from '@/components/workflow/form-refusals';
import { formatFen } from '@/lib/money';
import { fieldMessages } from '@/lib/request';
import { type ApplicationView, type MyApplicationsData, useSubmitPayInfo } from '../api/membership';
import page from '@/styles/page.module.css';
import styles from './membership.module.css';

// 缴纳会费: the association's account and the amount, then the transfer the applicant made
// (submitPayInfo) with its voucher and, if wanted, the invoice details.

const TEXT_FIELDS = [
  { name: 'payerName', label: 'payerName', required: true, maxLength: 100 },
  { name: 'bank', label: 'bank', required: true, maxLength: 100 },
  { name: 'account', label: 'payAccount', required: true, maxLength: 40, inputMode: 'numeric' },
  { name: 'reference', label: 'reference', maxLength: 64 },
  { name: 'paidDate', label: 'paidDate', required: true, type: 'date' },
] as const;

const INVOICE_FIELDS = [
  { name: 'invoiceTitle', label: 'invoiceTitle', maxLength: 100 },
  { name: 'invoiceTaxNo', label: 'invoiceTaxNo', maxLength: 20 },
  { name: 'invoiceEmail', label: 'invoiceEmail', maxLength: 100, type: 'email' },
] as const;

type TextName = (typeof TEXT_FIELDS)[number]['name'] | (typeof INVOICE_FIELDS)[number]['name'];

export function PaymentForm({
  application,
  payTo,
}: {
  application: ApplicationView;
  payTo: MyApplicationsData['payTo'];
}) {
  const { t } = useTranslation();
  const submit = useSubmitPayInfo();
  const [text, setText] = useState<Record<TextName, string>>({
    payerName: application.kind === 'org' ? application.orgName : application.realName,
    bank: '',
    account: '',
    reference: '',
    paidDate: dayjs().format('YYYY-MM-DD'),
    invoiceTitle: application.kind === 'org' ? application.orgName : '',
    invoiceTaxNo: '',
    invoiceEmail: application.email,
  });
  const [voucher, setVoucher] = useState<Attachment[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value.trim()]));
    try {
      await submit.mutateAsync({
        ...(trimmed as Record<TextName, string>),
        applyId: application.applyId,
        amount: application.fee,
        voucher: voucher[0]?.attachmentId ?? 0,
      });
    } catch (failure) {
      setErrors(fieldMessages(failure));
    }
  };

  const field = ({ name, label, ...input }: (typeof TEXT_FIELDS | typeof INVOICE_FIELDS)[number]) => (
    <TextField
      key={name}
      label={t(`membership.pay.${label}`)}
      value={text[name]}
      error={errors[name]}
      onChange={(event) => {
        setText((current) => ({ ...current, [name]: event.target.value }));
        setErrors({});
      }}
      {...input}
    />
  );

  return (
    <section className={styles.pay} aria-labelledby="pay-title">
      <h3 id="pay-title" className={styles.subTitle}>
        {t('membership.pay.title')}
      </h3>
      <FactList
        className={styles.payTo}
        facts={[
          { label: t('membership.pay.amount'), value: formatFen(application.fee), className: styles.amount },
          { label: t('membership.pay.accountName'), value: payTo.accountName },
          { label: t('membership.pay.bankName'), value: payTo.bankName },
          { label: t('membership.pay.account'), value: payTo.account, className: styles.account },
        ]}
      />
      <form className={page.form} onSubmit={(event) => void send(event)} noValidate>
        {errors[''] || errors.amount ? (
          <p role="alert" className={page.formError}>
            {errors[''] || errors.amount}
          </p>
        ) : null}
        <div className={page.formGrid}>
          {TEXT_FIELDS.map(field)}
          <WideAttachmentField
            label={t('membership.pay.voucher')}
            recordKind="member_payment"
            accept="image"
            limit={1}
            required
            value={voucher}
            error={errors.voucher}
            onChange={(next) => {
              setVoucher(next);
              setErrors({});
            }}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('membership.pay.invoice')}</legend>
          <div className={page.formGrid}>{INVOICE_FIELDS.map(field)}</div>
        </fieldset>
        <button
          type="submit"
          className={`${formStyles.button} ${formStyles.primary} ${styles.submit}`}
          disabled={submit.isPending}
        >
          {t('membership.pay.submit')}
        </button>
      </form>
    </section>
  );
}
