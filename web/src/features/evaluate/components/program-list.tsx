import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { formatFen } from '@/lib/money';
import { selectLoggedIn, useSession } from '@/store/session';
import { DisclosureButton } from '@/components/disclosure-button';
import { type PayTo, type ProgramCard, useMyEvaluations, usePrograms } from '../api/evaluate';
import { EvaluateForm } from './evaluate-form';
import { inLang, isActive, minutes } from './evaluate-text';
import styles from './evaluate.module.css';
import { NotLoaded } from './not-loaded';

type Window = 'open' | 'upcoming' | 'closed';

/** Open while the server accepts applications; before its start it is about to open, else closed. */
const windowOf = (program: ProgramCard, now: string): Window =>
  program.open ? 'open' : program.status === '1' && now < program.applyStart ? 'upcoming' : 'closed';

/** How to apply for an open programme: log in, follow the application one has, or the form. */
function ApplyPart({ program, payTo }: { program: ProgramCard; payTo: PayTo }) {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useSession(selectLoggedIn);
  const mine = useMyEvaluations(loggedIn);
  const [open, setOpen] = useState(false);

  if (!loggedIn) {
    return (
      <p className={styles.applyNote}>
        {t('evaluate.loginToApply')}{' '}
        <Link to={paths.login.getHref(location.pathname + location.search)}>{t('evaluate.login')}</Link>
      </p>
    );
  }
  if (!mine.data) return null;
  if (mine.data.some((item) => item.programId === program.programId && isActive(item.status))) {
    return <p className={styles.applyNote}>{t('evaluate.applied')}</p>;
  }
  const formId = `evaluate-form-${program.programId}`;
  return (
    <>
      <DisclosureButton className={styles.applyButton} open={open} onToggle={setOpen} controls={formId}>
        {t('evaluate.applyNow')}
      </DisclosureButton>
      {open ? (
        <div id={formId}>
          <EvaluateForm program={program} payTo={payTo} onSubmitted={() => setOpen(false)} />
        </div>
      ) : null}
    </>
  );
}

/** A programme: its levels, fee, dates, requirements and whether one may apply now. */
function Program({ program, payTo, now }: { program: ProgramCard; payTo: PayTo; now: string }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const state = windowOf(program, now);
  const headingId = `program-${program.programId}`;
  const requirements = inLang(program.requirements, program.requirementsEs, lang);
  return (
    <li>
      <article className={styles.program} aria-labelledby={headingId}>
        <header className={styles.programHead}>
          <h3 id={headingId} className={styles.programName}>
            {inLang(program.name, program.nameEs, lang)}
          </h3>
          <span className={`${styles.badge} ${styles[state]}`}>{t(`evaluate.${state}`)}</span>
        </header>
        <dl className={styles.facts}>
          <dt>{t('evaluate.levels')}</dt>
          <dd>{program.levels.join(' / ')}</dd>
          <dt>{t('evaluate.fee')}</dt>
          <dd className={program.fee > 0 ? styles.fee : undefined}>
            {program.fee > 0 ? formatFen(program.fee) : t('evaluate.free')}
          </dd>
          <dt>{t('evaluate.applyWindow')}</dt>
          <dd>
            {minutes(program.applyStart)} – {minutes(program.applyEnd)}
          </dd>
          <dt>{t('evaluate.examDate')}</dt>
          <dd>{program.examDate}</dd>
          <dt>{t('evaluate.validity')}</dt>
          <dd>
            {program.validYears > 0
              ? t('evaluate.validYears', { count: program.validYears })
              : t('evaluate.noEnd')}
          </dd>
        </dl>
        {requirements ? (
          <div className={styles.requirements}>
            <h4>{t('evaluate.requirements')}</h4>
            <p>{requirements}</p>
          </div>
        ) : null}
        {state === 'open' ? <ApplyPart program={program} payTo={payTo} /> : null}
      </article>
    </li>
  );
}

/** 评价项目: every published programme, open ones first as the server orders them. */
export function ProgramList() {
  const { t } = useTranslation();
  const programs = usePrograms();
  const [now] = useState(() => dayjs().format('YYYY-MM-DD HH:mm:ss'));

  if (!programs.isSuccess) return <NotLoaded query={programs} failed={t('evaluate.loadFailed')} />;
  if (!programs.data.programs.length) return <p className={styles.muted}>{t('evaluate.empty')}</p>;
  return (
    <ul className={styles.programs}>
      {programs.data.programs.map((program) => (
        <Program key={program.programId} program={program} payTo={programs.data.payTo} now={now} />
      ))}
    </ul>
  );
}
