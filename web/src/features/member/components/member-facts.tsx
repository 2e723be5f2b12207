import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FactList } from '@/components/workflow/fact-list';
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
    <FactList
      className={styles.facts}
      label={label}
      facts={[
        { label: t('memberVerify.memberNo'), value: member.memberNo },
        { label: t('memberVerify.name'), value: member.name },
        { label: t('memberVerify.level'), value: member.levelName },
        {
          label: validity?.label ?? t('memberVerify.validTo'),
          value: validity?.value ?? member.validTo,
        },
        { label: t('memberVerify.status'), value: status },
      ]}
    />
  );
}

/** The standing as a green badge when current, else a red one. */
export function StandingBadge({ current, children }: { current: boolean; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${current ? styles.current : styles.notCurrent}`}>{children}</span>
  );
}
