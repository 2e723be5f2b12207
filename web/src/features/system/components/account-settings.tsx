import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileUser } from '../types';
import styles from './account-forms.module.css';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const TABS = [
  { id: 'basic', label: 'personal.basicInfo' },
  { id: 'password', label: 'personal.changePassword' },
] as const;
type TabId = (typeof TABS)[number]['id'];

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
  const baseId = useId();
  const [active, setActive] = useState<TabId>('basic');
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(TABS[next].id);
    tabRefs.current[TABS[next].id]?.focus();
  };

  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              tabRefs.current[tab.id] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.id)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={active !== tab.id}
        >
          {tab.id === 'basic' ? <ProfileForm key={user.userId} user={user} /> : <PasswordForm />}
        </div>
      ))}
    </div>
  );
}
