import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Attachment } from '@/components/form/attachment-field';
import { TextAreaField, TextField } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { FormAlert, useRefusals, WideAttachmentField } from '@/components/workflow/form-refusals';
import { feedback } from '@/components/feedback/feedback-store';
import { fieldMessages, RequestError } from '@/lib/request';
import { useSession } from '@/store/session';
import { type DeclarationView, useSubmitDeclaration } from '../api/declare';
import page from '@/styles/page.module.css';
import styles from './declare.module.css';
import { fileList } from './declare-text';

/** The text fields of DeclareForm with the server's lengths. */
const TEXT_FIELDS = [
  { name: 'title', maxLength: 100, wide: true },
  { name: 'applicantName', maxLength: 100, autoComplete: 'organization', wide: true },
  { name: 'contactName', maxLength: 30, autoComplete: 'name' },
  { name: 'contactPhone', maxLength: 20, autoComplete: 'tel', type: 'tel' },
] as const;
type TextName = (typeof TEXT_FIELDS)[number]['name'] | 'summary';
/** The fields that show their own message; a refusal of any other (callId …) shows above the form. */
const SHOWN: readonly string[] = [...TEXT_FIELDS.map((field) => field.name), 'summary', 'attachments'];

const startingText = (from: DeclarationView | null): Record<TextName, string> => ({
  title: from?.title ?? '',
  applicantName: from?.applicantName ?? '',
  contactName: from?.contactName ?? '',
  contactPhone: from?.contactPhone ?? '',
  summary: from?.summary ?? '',
});

export interface DeclareFormProps {
  callId: number;
  /** The call's required files, one a line, named in the files' hint. */
  requiredFiles?: string;
  /** A declaration sent back for more (待补充): the form edits and resubmits it. */
  resubmitting?: DeclarationView | null;
  onSubmitted?: () => void;
}

/**
 * A declaration on a call: what is declared, by whom, the contact, a summary and the files. The
 * server names every wrong field; each message shows beside its field.
 */
export function DeclareForm({
  callId,
  requiredFiles = '',
  resubmitting = null,
  onSubmitted,
}: DeclareFormProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const submit = useSubmitDeclaration();
  const [text, setText] = useState(() => startingText(resubmitting));
  const [attachments, setAttachments] = useState<Attachment[]>(() => resubmitting?.attachments ?? []);
  const { formRef, errors, refuse, clear, reset, bindFiles } = useRefusals();
  const files = fileList(requiredFiles);
  const errorCount = Object.keys(errors).filter((field) => SHOWN.includes(field)).length;
  const formError = Object.entries(errors)
    .filter(([field]) => !SHOWN.includes(field))
    .map(([, message]) => message)
    .join(' ');

  const change = (name: TextName) => (event: { target: { value: string } }) => {
    setText((current) => ({ ...current, [name]: event.target.value }));
    clear(name);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await submit.mutateAsync({
        ...(resubmitting ? { declareId: resubmitting.declareId } : {}),
        callId,
        title: text.title.trim(),
        applicantName: text.applicantName.trim(),
        contactName: text.contactName.trim(),
        contactPhone: text.contactPhone.trim(),
        summary: text.summary.trim(),
        attachments: attachments.map((file) => file.attachmentId),
      });
      reset();
      feedback.message({
        type: 'success',
        content: t(resubmitting ? 'declare.resubmitted' : 'declare.submitted'),
      });
      onSubmitted?.();
    } catch (failure) {
      // The client words every 403 as a missing permission; this one means "members only".
      if (failure instanceof RequestError && failure.code === 403) {
        refuse({ '': t('declare.membersOnlyText') });
      } else {
        refuse(fieldMessages(failure));
      }
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void send(event)}
      noValidate
      aria-label={resubmitting ? t('declare.edit') : t('declare.apply')}
    >
      <FormAlert
        message={formError}
        count={errorCount}
        fixErrors={(count) => t('declare.form.fixErrors', { count })}
      />
      <div className={page.formGrid}>
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={'wide' in field ? page.wide : undefined}>
            <TextField
              label={t(`declare.form.${field.name}`)}
              required
              type={'type' in field ? field.type : 'text'}
              maxLength={field.maxLength}
              autoComplete={'autoComplete' in field ? field.autoComplete : 'off'}
              value={text[field.name]}
              error={errors[field.name]}
              onChange={change(field.name)}
            />
          </div>
        ))}
        <div className={page.wide}>
          <TextAreaField
            label={t('declare.form.summary')}
            required
            maxLength={5000}
            rows={6}
            value={text.summary}
            error={errors.summary}
            onChange={change('summary')}
          />
        </div>
        <WideAttachmentField
          label={t('declare.form.attachments')}
          recordKind="declare_apply"
          accept="file"
          required={files.length > 0}
          hint={
            files.length
              ? t('declare.form.filesHint', { files: files.join(lang === 1 ? ', ' : '、') })
              : undefined
          }
          {...bindFiles('attachments', attachments, setAttachments)}
        />
      </div>
      <SubmitButton pending={submit.isPending}>
        {submit.isPending
          ? t('declare.form.submitting')
          : resubmitting
            ? t('declare.form.resubmit')
            : t('declare.form.submit')}
      </SubmitButton>
    </form>
  );
}
