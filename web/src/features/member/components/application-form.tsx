import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Attachment } from '@/components/form/attachment-field';
import { SelectField, TextAreaField, TextField } from '@/components/form/field';
import formStyles from '@/components/form/form.module.css';
import { FormAlert, useRefusals, WideAttachmentField } from '@/components/workflow/form-refusals';
import { formatFen } from '@/lib/money';
import { fieldMessages } from '@/lib/request';
import { useSession } from '@/store/session';
import {
  type ApplicationView,
  type ApplyForm,
  type MemberKind,
  type PublicLevel,
  checkApplication,
  useSubmitApplication,
} from '../api/membership';
import page from '@/styles/page.module.css';
import styles from './membership.module.css';

// The personal and organisation application forms of DESIGN.md §4b, described once: the server's
// `check` / `checkOrg` names every wrong field before anything is saved, and the same form
// resubmits an application staff sent back (待补充).

type TextName = Exclude<keyof ApplyForm, 'levelId' | 'photo' | 'licence' | 'attachments'>;

interface TextSpec {
  name: TextName;
  type?: 'text' | 'email' | 'date' | 'tel' | 'number' | 'textarea' | 'gender';
  required?: boolean;
  maxLength?: number;
  wide?: boolean;
}

interface FormSpec {
  fields: readonly TextSpec[];
  /** The one image of the kind: a personal photo (optional) or the organisation's licence. */
  image: { name: 'photo' | 'licence'; required: boolean };
  attachmentsLabel: 'attachments' | 'orgAttachments';
}

const FORMS: Record<MemberKind, FormSpec> = {
  personal: {
    fields: [
      { name: 'realName', required: true, maxLength: 30 },
      { name: 'gender', type: 'gender', required: true },
      { name: 'idNumber', required: true, maxLength: 18 },
      { name: 'birthday', type: 'date' },
      { name: 'email', type: 'email', required: true, maxLength: 100 },
      { name: 'employer', required: true, maxLength: 100 },
      { name: 'position', maxLength: 50 },
      { name: 'education', maxLength: 30 },
      { name: 'specialty', maxLength: 100, wide: true },
      { name: 'resume', type: 'textarea', maxLength: 2000, wide: true },
    ],
    image: { name: 'photo', required: false },
    attachmentsLabel: 'attachments',
  },
  org: {
    fields: [
      { name: 'orgName', required: true, maxLength: 100, wide: true },
      { name: 'creditCode', required: true, maxLength: 18 },
      { name: 'legalPerson', required: true, maxLength: 30 },
      { name: 'address', required: true, maxLength: 200, wide: true },
      { name: 'contactName', required: true, maxLength: 30 },
      { name: 'contactPhone', type: 'tel', required: true, maxLength: 20 },
      { name: 'email', type: 'email', required: true, maxLength: 100 },
      { name: 'staffSize', type: 'number' },
      { name: 'businessScope', type: 'textarea', maxLength: 2000, wide: true },
    ],
    image: { name: 'licence', required: true },
    attachmentsLabel: 'orgAttachments',
  },
};

/** The form's starting values: an application sent back for changes, else empty. */
function startingValues(kind: MemberKind, from: ApplicationView | null) {
  const text: Partial<Record<TextName, string>> = {};
  for (const { name } of FORMS[kind].fields) {
    const value = from?.[name];
    text[name] = value === null || value === undefined ? '' : String(value);
  }
  const image = from?.[FORMS[kind].image.name];
  return {
    levelId: from ? String(from.levelId) : '',
    text,
    image: image ? [image] : [],
    attachments: from?.attachments ?? [],
  };
}

/** The body of check / submit: trimmed texts, numbers as numbers, files as their ids. */
function bodyOf(kind: MemberKind, values: ReturnType<typeof startingValues>): ApplyForm {
  const body: Record<string, unknown> = {
    levelId: values.levelId ? Number(values.levelId) : undefined,
    attachments: values.attachments.map((file) => file.attachmentId),
    [FORMS[kind].image.name]: values.image[0]?.attachmentId,
  };
  for (const { name, type } of FORMS[kind].fields) {
    const value = (values.text[name] ?? '').trim();
    body[name] = type === 'number' ? (value === '' ? undefined : Number(value)) : value;
  }
  return body as ApplyForm;
}

export interface ApplicationFormProps {
  kind: MemberKind;
  levels: readonly PublicLevel[];
  /** An application sent back for changes (待补充): the form edits and resubmits it. */
  resubmitting?: ApplicationView | null;
  onSubmitted?: () => void;
}

export function ApplicationForm({ kind, levels, resubmitting = null, onSubmitted }: ApplicationFormProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const spec = FORMS[kind];
  const [values, setValues] = useState(() => startingValues(kind, resubmitting));
  const { formRef, errors, refuse, clear, reset, bindFiles } = useRefusals();
  const [checking, setChecking] = useState(false);
  const submit = useSubmitApplication();

  const setText = (name: TextName, value: string) => {
    setValues((current) => ({ ...current, text: { ...current.text, [name]: value } }));
    clear(name);
  };
  const setFiles = (part: 'image' | 'attachments') => (files: Attachment[]) =>
    setValues((current) => ({ ...current, [part]: files }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(kind, values);
    setChecking(true);
    try {
      await checkApplication(kind, body);
      await submit.mutateAsync({ kind, form: body });
      reset();
      onSubmitted?.();
    } catch (failure) {
      refuse(fieldMessages(failure));
    } finally {
      setChecking(false);
    }
  };

  const label = (name: TextName | 'levelId' | 'photo' | 'licence' | 'attachments' | 'orgAttachments') =>
    t(`membership.fields.${name}`);
  const options = levels
    .filter((level) => level.kind === kind)
    .map((level) => ({
      value: String(level.levelId),
      label: `${lang === 1 && level.levelEsName ? level.levelEsName : level.levelName}（${formatFen(level.fee)}）`,
    }));

  return (
    <form ref={formRef} className={page.form} onSubmit={(event) => void send(event)} noValidate>
      <FormAlert
        message={errors['']}
        count={Object.keys(errors).length}
        fixErrors={(count) => t('membership.fixErrors', { count })}
      />
      <div className={page.formGrid}>
        <SelectField
          label={label('levelId')}
          required
          options={options}
          placeholder={t('membership.choose')}
          value={values.levelId}
          error={errors.levelId}
          onChange={(event) => {
            setValues((current) => ({ ...current, levelId: event.target.value }));
            clear('levelId');
          }}
        />
        {spec.fields.map(({ name, type = 'text', required, maxLength, wide }) => {
          const common = {
            label: label(name),
            required,
            error: errors[name],
            value: values.text[name] ?? '',
          };
          const field =
            type === 'textarea' ? (
              <TextAreaField
                {...common}
                maxLength={maxLength}
                onChange={(e) => setText(name, e.target.value)}
              />
            ) : type === 'gender' ? (
              <SelectField
                {...common}
                placeholder={t('membership.choose')}
                options={(['0', '1', '2'] as const).map((value) => ({
                  value,
                  label: t(`membership.genders.${value}`),
                }))}
                onChange={(e) => setText(name, e.target.value)}
              />
            ) : (
              <TextField
                {...common}
                type={type}
                maxLength={maxLength}
                min={type === 'number' ? 0 : undefined}
                autoComplete="off"
                onChange={(e) => setText(name, e.target.value)}
              />
            );
          return (
            <div key={name} className={wide ? page.wide : undefined}>
              {field}
            </div>
          );
        })}
        <WideAttachmentField
          label={label(spec.image.name)}
          recordKind="member_apply"
          accept="image"
          limit={1}
          required={spec.image.required}
          {...bindFiles(spec.image.name, values.image, setFiles('image'))}
        />
        <WideAttachmentField
          label={label(spec.attachmentsLabel)}
          recordKind="member_apply"
          accept="file"
          {...bindFiles('attachments', values.attachments, setFiles('attachments'))}
        />
      </div>
      <button
        type="submit"
        className={`${formStyles.button} ${formStyles.primary} ${styles.submit}`}
        disabled={checking}
      >
        {checking
          ? t('membership.checking')
          : resubmitting
            ? t('membership.resubmit')
            : t('membership.check')}
      </button>
    </form>
  );
}
