import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProfile } from '@/features/system/api/get-profile';
import { AccountSettings } from '@/features/system/components/account-settings';
import { Greeting } from '@/features/system/components/greeting';
import { Panel } from '@/features/system/components/panel';
import { ProfileStatus } from '@/features/system/components/profile-status';
import { UserCard } from '@/features/system/components/user-card';
import styles from './user-profile.module.css';

/** RuoYi's personal center (route name Profile): the user's details beside 基本资料 / 修改密码. */
export function UserProfileRoute() {
  const { t } = useTranslation();
  const title = t('pages.profile');
  useDocumentTitle(title);
  const profile = useProfile();
  const status = <ProfileStatus failed={profile.isError} onRetry={() => void profile.refetch()} />;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <Greeting />
      </header>
      <div className={styles.columns}>
        <Panel title={t('personal.card')}>
          {profile.data ? (
            <UserCard
              user={profile.data.data}
              roleGroup={profile.data.roleGroup}
              layout="column"
              headingLevel={3}
            />
          ) : (
            status
          )}
        </Panel>
        <Panel title={t('personal.settings')}>
          {profile.data ? (
            <AccountSettings user={profile.data.data} label={t('personal.settings')} />
          ) : (
            status
          )}
        </Panel>
      </div>
    </div>
  );
}
