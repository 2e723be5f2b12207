import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMySigns } from '@/features/activity/api/activities';
import { MySigns } from '@/features/activity/components/my-signs';
import { useMyDeclarations } from '@/features/declare/api/declare';
import { MyDeclarations } from '@/features/declare/components/my-declarations';
import { useMyEvaluations } from '@/features/evaluate/api/evaluate';
import { MyEvaluations } from '@/features/evaluate/components/my-evaluations';
import { useMyMembership } from '@/features/member/api/get-my-membership';
import { MemberCard } from '@/features/member/components/member-card';
import { useProfile } from '@/features/system/api/get-profile';
import { AccountSettings } from '@/features/system/components/account-settings';
import { Greeting } from '@/features/system/components/greeting';
import { Panel } from '@/features/system/components/panel';
import { PersonalSections } from '@/features/system/components/personal-sections';
import { ProfileStatus } from '@/features/system/components/profile-status';
import { UserCard } from '@/features/system/components/user-card';
import styles from './personal.module.css';

/** The logged-in user's page: who they are, their membership and records, and account settings. */
export function PersonalRoute() {
  const { t } = useTranslation();
  const title = t('pages.personal');
  useDocumentTitle(title);
  const profile = useProfile();
  const membership = useMyMembership();
  const eventSigns = useMySigns();
  const declarations = useMyDeclarations();
  const evaluations = useMyEvaluations();

  return (
    <div className={styles.page}>
      <Panel title={title} level={1} actions={<Greeting />}>
        {profile.data ? (
          <UserCard user={profile.data.data} roleGroup={profile.data.roleGroup} />
        ) : (
          <ProfileStatus failed={profile.isError} onRetry={() => void profile.refetch()} />
        )}
      </Panel>
      <PersonalSections
        memberCard={membership.data ? <MemberCard member={membership.data} /> : undefined}
        eventSigns={eventSigns.data?.length ? <MySigns signs={eventSigns.data} /> : undefined}
        declarations={
          declarations.data?.length ? <MyDeclarations declarations={declarations.data} /> : undefined
        }
        evaluations={evaluations.data?.length ? <MyEvaluations applications={evaluations.data} /> : undefined}
      />
      <Panel title={t('personal.settings')}>
        {profile.data ? (
          <AccountSettings user={profile.data.data} label={t('personal.settings')} />
        ) : (
          <ProfileStatus failed={profile.isError} onRetry={() => void profile.refetch()} />
        )}
      </Panel>
    </div>
  );
}
