import type { Static } from 'typebox';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { AttachmentSchema } from '@server/modules/workflow/workflow.schema';
import { RequestError } from '@/lib/request';
import {
  FILE_TYPES,
  IMAGE_TYPES,
  UPLOAD_LIMIT,
  UPLOAD_SIZE,
  acceptOf,
  checkFile,
  postAttachment,
  uploadMessages,
} from '@/lib/upload-rules';
import { Field } from './field';
import styles from './form.module.css';

export type Attachment = Static<typeof AttachmentSchema>;

export interface AttachmentFieldProps {
  label: string;
  /** The business record the files belong to (member_apply, activity_sign …). */
  recordKind: string;
  /** Images only (photo, licence, voucher) or any allowed file. */
  accept: 'image' | 'file';
  /** How many files the field holds (1: choosing again replaces). */
  limit?: number;
  value: readonly Attachment[];
  onChange: (next: Attachment[]) => void;
  error?: string;
  hint?: string;
  required?: boolean;
}

const kb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * Private files of a business record: checked here with SPEC.md §5's limits and messages, sent to
 * POST /workflow/attachment, and listed with a way to remove them before the form is sent.
 */
export function AttachmentField({
  label,
  recordKind,
  accept,
  limit = UPLOAD_LIMIT,
  value,
  onChange,
  error,
  hint,
  required,
}: AttachmentFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const fileType = accept === 'image' ? IMAGE_TYPES : [...FILE_TYPES, ...IMAGE_TYPES];

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const kept = limit === 1 ? [] : [...value];
    if (kept.length + files.length > limit) {
      setProblem(uploadMessages.count(limit));
      return;
    }
    const refused = files
      .map((file) => checkFile(file, { kind: accept, fileType, fileSize: UPLOAD_SIZE }))
      .find(Boolean);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      for (const file of files) kept.push((await postAttachment(file, recordKind, { quiet: true })).data!);
      onChange(kept);
    } catch (failure) {
      setProblem(failure instanceof RequestError ? failure.message : uploadMessages.failed[accept]);
      onChange(kept);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field
      label={label}
      error={problem || error}
      hint={hint ?? t('upload.hint', { types: fileType.join('/'), size: UPLOAD_SIZE, count: limit })}
      required={required}
    >
      {(control) => (
        <div className={styles.files}>
          <input
            ref={input}
            id={control.id}
            type="file"
            className={styles.fileInput}
            accept={acceptOf(fileType)}
            multiple={limit > 1}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            onChange={(event) => void pick(event)}
            disabled={busy}
          />
          <button
            type="button"
            className={styles.button}
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {busy
              ? t('upload.sending')
              : value.length && limit === 1
                ? t('upload.replace')
                : t('upload.choose')}
          </button>
          {value.length ? (
            <ul className={styles.fileList}>
              {value.map((file) => (
                <li key={file.attachmentId}>
                  <span className={styles.fileName}>{file.originalName}</span>
                  <span className={styles.fileSize}>{kb(file.fileSize)}</span>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => onChange(value.filter((kept) => kept.attachmentId !== file.attachmentId))}
                    aria-label={t('upload.removeNamed', { name: file.originalName })}
                  >
                    {t('upload.remove')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}
