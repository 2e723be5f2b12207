import { useTranslation } from '@/lib/i18n';
import { formatFen } from '@/lib/money';
import { useSession } from '@/store/session';
import type { MemberKind, PublicLevel } from '../api/membership';
import styles from './membership.module.css';

/** The levels of membership with their fee, period and benefits, personal first. */
export function LevelCards({ levels }: { levels: readonly PublicLevel[] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <div className={styles.levelGroups}>
      {(['personal', 'org'] as MemberKind[]).map((kind) => {
        const ofKind = levels.filter((level) => level.kind === kind);
        return ofKind.length ? (
          <section key={kind} aria-label={t(`membership.${kind}`)}>
            <h3 className={styles.minorTitle}>{t(`membership.${kind}`)}</h3>
            <ul className={styles.levels}>
              {ofKind.map((level) => (
                <li key={level.levelId} className={styles.level}>
                  <h4 className={styles.levelName}>
                    {lang === 1 && level.levelEsName ? level.levelEsName : level.levelName}
                  </h4>
                  <p className={styles.levelFee}>
                    {t('membership.perPeriod', { fee: formatFen(level.fee), months: level.periodMonths })}
                  </p>
                  <p className={styles.levelBenefits}>
                    {lang === 1 && level.benefitsEs ? level.benefitsEs : level.benefits}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null;
      })}
    </div>
  );
}
