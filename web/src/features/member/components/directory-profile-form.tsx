import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TextAreaField, TextField } from '@/components/form/field';
import formStyles from '@/components/form/form.module.css';
import { fileUrl } from '@/lib/file-url';
import { fieldMessages } from '@/lib/request';
import { IMAGE_TYPES, UPLOAD_SIZE, acceptOf, checkFile, postUpload } from '@/lib/upload-rules';
import type { MemberView } from '../api/get-my-membership';
import { useUpdateDirectoryProfile } from '../api/membership';
import styles from './member-card.module.css';

/** The member's entry in the public directory: introduction, website, logo, and whether it is listed. */
export function DirectoryProfileForm({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const save = useUpdateDirectoryProfile();
  const [values, setValues] = useState({
    intro: member.intro,
    website: member.website,
    logo: member.logo,
    showInDirectory: member.showInDirectory,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const change = (next: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
    setSaved(false);
  };
  /** A text field's value, message and change. */
  const text = (name: 'intro' | 'website') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });

  const uploadLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = checkFile(file, { kind: 'image', fileType: IMAGE_TYPES, fileSize: UPLOAD_SIZE });
    if (refused) return setErrors({ logo: refused });
    try {
      change({ logo: (await postUpload(file, 'image', { quiet: true })).fileName });
    } catch (failure) {
      setErrors({ logo: fieldMessages(failure)[''] });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        ...values,
        memberId: member.memberId,
        intro: values.intro.trim(),
        website: values.website.trim(),
      });
      setSaved(true);
    } catch (failure) {
      setErrors(fieldMessages(failure));
    }
  };

  return (
    <details className={styles.profile}>
      <summary>{t('memberProfile.title')}</summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.listed}>
          <input
            type="checkbox"
            checked={values.showInDirectory}
            onChange={(event) => change({ showInDirectory: event.target.checked })}
          />
          {t('memberProfile.listed')}
        </label>
        <TextAreaField label={t('memberProfile.intro')} maxLength={2000} {...text('intro')} />
        <TextField
          label={t('memberProfile.website')}
          type="url"
          placeholder="https://"
          maxLength={255}
          {...text('website')}
        />
        <TextField
          label={t('memberProfile.logo')}
          type="file"
          accept={acceptOf(IMAGE_TYPES)}
          error={errors.logo || errors['']}
          onChange={(event) => void uploadLogo(event)}
        />
        {values.logo ? (
          <img className={styles.logo} src={fileUrl(values.logo)} alt={t('memberProfile.logo')} />
        ) : null}
        <p className={styles.profileActions}>
          <button
            type="submit"
            className={`${formStyles.button} ${formStyles.primary}`}
            disabled={save.isPending}
          >
            {t('memberProfile.save')}
          </button>
          {saved ? <span role="status">{t('memberProfile.saved')}</span> : null}
        </p>
      </form>
    </details>
  );
}
