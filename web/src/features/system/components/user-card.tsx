import { useTranslation } from '@/lib/i18n';
import { BASE_URL } from '@/lib/request';
import type { ProfileUser } from '../types';
import styles from './user-card.module.css';

export type UserCardUser = Pick<
  ProfileUser,
  'userName' | 'nickName' | 'phonenumber' | 'email' | 'avatar' | 'createTime'
>;

/** Uploaded avatars are stored as paths under the API, as RuoYi does; full URLs are kept. */
function avatarUrl(avatar: string): string {
  return /^(https?:|data:)/.test(avatar) ? avatar : `${BASE_URL}${avatar}`;
}

/**
 * Who the logged-in user is: avatar (the nickname's first character when none is uploaded),
 * nickname and the account details. `row` lays it out across the page, `column` as a side card.
 */
export function UserCard({
  user,
  roleGroup,
  layout = 'row',
  headingLevel = 2,
}: {
  user: UserCardUser;
  roleGroup: string;
  layout?: 'row' | 'column';
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const name = user.nickName || user.userName;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const registered = user.createTime?.slice(0, 10);
  const orNotSet = (value: string | null | undefined) =>
    value ? value : <span className={styles.muted}>{t('personal.notSet')}</span>;

  return (
    <div className={`${styles.card} ${layout === 'column' ? styles.column : styles.row}`}>
      <div className={styles.identity}>
        {user.avatar ? (
          <img className={styles.avatar} src={avatarUrl(user.avatar)} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <div className={styles.names}>
          <Heading className={styles.name}>{name}</Heading>
          {registered ? (
            <p className={styles.since}>{t('personal.registeredSince', { date: registered })}</p>
          ) : null}
        </div>
      </div>
      <dl className={styles.details}>
        <div className={styles.item}>
          <dt>{t('personal.account')}</dt>
          <dd>{user.userName}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('personal.phone')}</dt>
          <dd>{orNotSet(user.phonenumber)}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('personal.email')}</dt>
          <dd>{orNotSet(user.email)}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('personal.roles')}</dt>
          <dd>{roleGroup || t('personal.defaultRole')}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('personal.registered')}</dt>
          <dd>{orNotSet(user.createTime)}</dd>
        </div>
      </dl>
    </div>
  );
}
