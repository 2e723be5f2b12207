import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAriaTabs } from '@/components/tabs/use-aria-tabs';
import type { ProfileUser } from '../types';
import styles from './account-forms.module.css';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import tabStyles from '@/components/tabs/tab-list.module.css';

const TABS = [
  { id: 'basic', label: 'personal.basicInfo' },
  { id: 'password', label: 'personal.changePassword' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const TAB_IDS = TABS.map((tab) => tab.id);

/**
 * 基本资料 / 修改密码 as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). Both
 * panels stay mounted, so switching keeps what was typed.
 */
export function AccountSettings({
  user,
  label,
}: {
  user: Pick<ProfileUser, 'userId' | 'nickName' | 'email' | 'sex'>;
  label: string;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState<TabId>('basic');
  const tabs = useAriaTabs(TAB_IDS, active, setActive);

  return (
    <div>
      <div className={`${tabStyles.tabs} ${styles.tabs}`} role="tablist" aria-label={label}>
        {TABS.map((tab) => (
          <button key={tab.id} {...tabs.tab(tab.id)} className={`${tabStyles.tab} ${styles.tab}`}>
            {t(tab.label)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab.id} {...tabs.panel(tab.id)} hidden={active !== tab.id}>
          {tab.id === 'basic' ? <ProfileForm key={user.userId} user={user} /> : <PasswordForm />}
        </div>
      ))}
    </div>
  );
}
