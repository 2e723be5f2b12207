import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './member-facts.module.css';

export interface MemberFactsProps {
  member: { memberNo: string; name: string; levelName: string; validTo: string };
  /** The standing as it should read here (a badge on the card and the check, text on the e-card). */
  status: ReactNode;
  /** What the validity row shows; valid-to by default. */
  validity?: { label: string; value: string };
  label?: string;
}

/** A member's number, name, level, validity and standing as label–value rows. */
export function MemberFacts({ member, status, validity, label }: MemberFactsProps) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts} aria-label={label}>
      <dt>{t('memberVerify.memberNo')}</dt>
      <dd>{member.memberNo}</dd>
      <dt>{t('memberVerify.name')}</dt>
      <dd>{member.name}</dd>
      <dt>{t('memberVerify.level')}</dt>
      <dd>{member.levelName}</dd>
      <dt>{validity?.label ?? t('memberVerify.validTo')}</dt>
      <dd>{validity?.value ?? member.validTo}</dd>
      <dt>{t('memberVerify.status')}</dt>
      <dd>{status}</dd>
    </dl>
  );
}

/** The standing as a green badge when current, else a red one. */
export function StandingBadge({ current, children }: { current: boolean; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${current ? styles.current : styles.notCurrent}`}>{children}</span>
  );
}
