import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/components/feedback/feedback-store';
import type { Attachment } from '@/components/form/attachment-field';
import { SelectField, TextAreaField, TextField } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { FactList } from '@/components/workflow/fact-list';
import { FormAlert, useRefusals, WideAttachmentField } from '@/components/workflow/form-refusals';
import { formatFen } from '@/lib/money';
import { fieldMessages, RequestError } from '@/lib/request';
import {
  type ApplicationView,
  type ApplyForm,
  type PayTo,
  type ProgramCard,
  useApplyEvaluation,
} from '../api/evaluate';
import page from '@/styles/page.module.css';
import styles from './evaluate.module.css';

// The application of DESIGN.md §4b for one programme: the level, who the applicant is, their
// materials and, for a paid programme, the transfer voucher. The same form resubmits an
// application staff sent back (待补充); the server names every wrong field.

/** The texts of ApplyForm with the server's lengths. */
const TEXT_FIELDS = [
  { name: 'realName', maxLength: 30, required: true, autoComplete: 'name' },
  { name: 'employer', maxLength: 100, autoComplete: 'organization' },
  { name: 'position', maxLength: 50, autoComplete: 'organization-title' },
  { name: 'education', maxLength: 30 },
  { name: 'major', maxLength: 50 },
] as const;

type TextName = (typeof TEXT_FIELDS)[number]['name'] | 'experience';

export interface EvaluateFormProps {
  program: Pick<ProgramCard, 'programId' | 'levels' | 'fee'>;
  payTo: PayTo;
  /** An application sent back for changes: the form edits and resubmits it. */
  resubmitting?: ApplicationView;
  onSubmitted?: () => void;
}

/** The association's account a paid programme's fee goes to, and the amount. */
function PayToBox({ fee, payTo }: { fee: number; payTo: PayTo }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.payTo} ${page.wide}`}>
      <p className={styles.payTitle}>{t('evaluate.payTo.title')}</p>
      <p className={styles.payHint}>{t('evaluate.payTo.hint', { fee: formatFen(fee) })}</p>
      <FactList
        className={styles.facts}
        facts={[
          { label: t('evaluate.payTo.accountName'), value: payTo.accountName },
          { label: t('evaluate.payTo.bankName'), value: payTo.bankName },
          { label: t('evaluate.payTo.account'), value: payTo.account, className: styles.account },
        ]}
      />
    </div>
  );
}

export function EvaluateForm({ program, payTo, resubmitting, onSubmitted }: EvaluateFormProps) {
  const { t } = useTranslation();
  const apply = useApplyEvaluation();
  const paid = program.fee > 0;
  const [level, setLevel] = useState(resubmitting?.level ?? '');
  const [text, setText] = useState<Record<TextName, string>>({
    realName: resubmitting?.realName ?? '',
    employer: resubmitting?.employer ?? '',
    position: resubmitting?.position ?? '',
    education: resubmitting?.education ?? '',
    major: resubmitting?.major ?? '',
    experience: resubmitting?.experience ?? '',
  });
  const [attachments, setAttachments] = useState<Attachment[]>(resubmitting?.attachments ?? []);
  const [voucher, setVoucher] = useState<Attachment[]>(resubmitting?.voucher ? [resubmitting.voucher] : []);
  const { formRef, errors, refuse, clear, reset, bindFiles } = useRefusals();
  const label = (name: TextName) => t(`evaluate.form.${name}`);

  /** What the form can tell without the server: the level, the name and a paid programme's voucher. */
  const missing = () => {
    const found: Record<string, string> = {};
    if (!level) found.level = t('evaluate.form.levelRequired');
    if (!text.realName.trim()) found.realName = t('evaluate.form.required', { field: label('realName') });
    if (paid && !voucher.length) found.voucher = t('evaluate.form.voucherRequired');
    return found;
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const refused = missing();
    if (Object.keys(refused).length) {
      refuse(refused);
      return;
    }
    const form: ApplyForm = {
      ...(resubmitting ? { applyId: resubmitting.applyId } : {}),
      programId: program.programId,
      level,
      ...(Object.fromEntries(Object.entries(text).map(([name, value]) => [name, value.trim()])) as Record<
        TextName,
        string
      >),
      attachments: attachments.map((file) => file.attachmentId),
      ...(paid && voucher[0] ? { voucher: voucher[0].attachmentId } : {}),
    };
    try {
      await apply.mutateAsync(form);
      reset();
      feedback.message({ type: 'success', content: t('evaluate.form.submitted') });
      onSubmitted?.();
    } catch (failure) {
      // A transport failure was already shown by the request client; a refusal belongs in the form.
      if (failure instanceof RequestError) refuse(fieldMessages(failure));
    }
  };

  // Refusals about nothing the form shows (the programme, the application itself) go above it.
  const fields: string[] = ['level', ...TEXT_FIELDS.map(({ name }) => name), 'experience', 'attachments'];
  if (paid) fields.push('voucher');
  const general = Object.entries(errors).find(([field]) => !fields.includes(field))?.[1];
  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} className={page.form} onSubmit={(event) => void send(event)} noValidate>
      <FormAlert
        message={general}
        count={errorCount}
        fixErrors={(count) => t('evaluate.form.fixErrors', { count })}
      />
      <div className={page.formGrid}>
        <SelectField
          label={t('evaluate.form.level')}
          required
          placeholder={t('evaluate.form.choose')}
          options={program.levels.map((value) => ({ value, label: value }))}
          value={level}
          error={errors.level}
          onChange={(event) => {
            setLevel(event.target.value);
            clear('level');
          }}
        />
        {TEXT_FIELDS.map(({ name, ...input }) => (
          <TextField
            key={name}
            label={label(name)}
            {...input}
            value={text[name]}
            error={errors[name]}
            onChange={(event) => {
              setText((current) => ({ ...current, [name]: event.target.value }));
              clear(name);
            }}
          />
        ))}
        <div className={page.wide}>
          <TextAreaField
            label={label('experience')}
            hint={t('evaluate.form.experienceHint')}
            maxLength={2000}
            value={text.experience}
            error={errors.experience}
            onChange={(event) => {
              setText((current) => ({ ...current, experience: event.target.value }));
              clear('experience');
            }}
          />
        </div>
        <WideAttachmentField
          label={t('evaluate.form.attachments')}
          recordKind="evaluate_apply"
          accept="file"
          {...bindFiles('attachments', attachments, setAttachments)}
        />
        {paid ? (
          <>
            <PayToBox fee={program.fee} payTo={payTo} />
            <WideAttachmentField
              label={t('evaluate.form.voucher')}
              recordKind="evaluate_apply"
              accept="image"
              limit={1}
              required
              {...bindFiles('voucher', voucher, setVoucher)}
            />
          </>
        ) : null}
      </div>
      <SubmitButton pending={apply.isPending} className={styles.submit}>
        {apply.isPending
          ? t('evaluate.form.submitting')
          : resubmitting
            ? t('evaluate.form.resubmit')
            : t('evaluate.form.submit')}
      </SubmitButton>
    </form>
  );
}
