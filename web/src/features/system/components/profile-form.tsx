import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/components/feedback/feedback-store';
import formStyles from '@/components/form/form.module.css';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import { useUpdateProfile } from '../api/update-profile';
import type { UpdateProfileInput } from '../types';
import { nickNameError } from '@/lib/account-validation';
import { useSession } from '@/store/session';
import { profileQueryKey } from '../api/get-profile';
import type { ProfileUser } from '../types';
import { EMAIL_MAX, emailError } from '../validation';
import styles from './account-forms.module.css';
import { SettingsForm } from './settings-form';
import { useSettingsFields, validationKey } from './use-form-errors';

type Sex = NonNullable<UpdateProfileInput['sex']>;

const SEXES = [
  { value: '0', label: 'personal.male' },
  { value: '1', label: 'personal.female' },
  { value: '2', label: 'personal.unknown' },
] as const satisfies readonly { value: Sex; label: `personal.${string}` }[];

const asSex = (value: string): Sex => SEXES.find((s) => s.value === value)?.value ?? '2';

/** Nickname, email and sex of the logged-in user (PUT /system/user/edit; the token says whose). */
export function ProfileForm({ user }: { user: Pick<ProfileUser, 'nickName' | 'email' | 'sex'> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sexLegendId = useId();
  const form = useSettingsFields({ nickName: user.nickName, email: user.email ?? '' });
  const { nickName, email } = form.values;
  const [sex, setSex] = useState<Sex>(asSex(user.sex));
  const update = useUpdateProfile();

  return (
    <SettingsForm
      fields={form}
      checks={() => ({
        nickName: validationKey(nickNameError(nickName)),
        email: emailError(email),
      })}
      send={async () => {
        await update.mutateAsync({ nickName: nickName.trim(), email: email.trim(), sex });
        feedback.message({ type: 'success', content: t('personal.saved') });
        // The header's nickname comes from the session store; the user card from the profile query.
        await Promise.allSettled([
          useSession.getState().getInfo(),
          queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        ]);
      }}
      pending={update.isPending}
    >
      <TextField label={t('personal.nickName')} {...accountInputs.nickName} {...form.field('nickName')} />
      <TextField
        label={t('personal.email')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        {...form.field('email')}
      />
      <fieldset className={styles.fieldset} aria-labelledby={sexLegendId}>
        <legend id={sexLegendId} className={formStyles.label}>
          {t('personal.sex')}
        </legend>
        <div className={styles.radios}>
          {SEXES.map((option) => (
            <label key={option.value} className={styles.radio}>
              <input
                type="radio"
                name="sex"
                value={option.value}
                checked={sex === option.value}
                onChange={() => setSex(option.value)}
              />
              {t(option.label)}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsForm>
  );
}
