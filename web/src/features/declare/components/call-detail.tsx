import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { DetailFallback } from '@/components/workflow/detail-fallback';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parseTime } from '@/lib/time';
import { useSession } from '@/store/session';
import { type CallDetail as CallData, useCall } from '../api/declare';
import { CallFacts, CallTags } from './call-tags';
import styles from './declare.module.css';
import { DeclareBadges } from './declare-status';
import { callTitle, inLang, minutes } from './declare-text';
import { DeclareForm } from './declare-form';

/** The caller's declaration on the call, the form, or why they cannot declare now. */
function ApplyPart({ call }: { call: CallData }) {
  const { t } = useTranslation();
  const [shownAt] = useState(() => parseTime(Date.now()));
  const mine = call.mine;

  // A rejected declaration is final; the person may declare afresh while the call allows it.
  if (mine && mine.status !== '2') {
    return (
      <div>
        <p className={styles.tags}>
          <DeclareBadges declaration={mine} />
        </p>
        <p className={styles.note}>{t('declare.alreadyDeclared')}</p>
      </div>
    );
  }
  if (call.canDeclare) return <DeclareForm callId={call.callId} requiredFiles={call.requiredFiles} />;
  if (!call.open) {
    return (
      <p className={styles.note}>
        {call.startTime > shownAt
          ? t('declare.notOpen.before', { time: minutes(call.startTime) })
          : t('declare.notOpen.after')}
      </p>
    );
  }
  if (call.memberOnly) {
    return (
      <div className={styles.membersOnly}>
        <p>{t('declare.membersOnlyText')}</p>
        <Link className={styles.cta} to={paths.memberShip.getHref()}>
          {t('declare.joinUs')}
        </Link>
      </div>
    );
  }
  return <p className={styles.note}>{t('declare.cannotDeclare')}</p>;
}

/** /Declare?callId=: a call's facts and text, and the way to declare on it. */
export function CallDetail({ callId }: { callId: number }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const query = useCall(callId);
  const call = query.data;
  useDocumentTitle(call ? callTitle(call, lang) : t('declare.title'));
  const back = (
    <p className={styles.crumb}>
      <Link to={paths.declare.getHref()}>‹ {t('declare.back')}</Link>
    </p>
  );

  if (!call) {
    return (
      <DetailFallback
        id={callId}
        query={query}
        notFound={t('declare.notFound')}
        failed={t('declare.loadFailed')}
        back={back}
        className={styles.message}
      />
    );
  }

  const mine = call.mine && call.mine.status !== '2';
  return (
    <article aria-labelledby="call-title">
      {back}
      <header className={styles.box}>
        <CallTags call={call} />
        <h1 id="call-title">{callTitle(call, lang)}</h1>
        <CallFacts call={call} />
      </header>
      <section className={styles.box} aria-labelledby="call-content">
        <h2 id="call-content">{t('declare.content')}</h2>
        <div
          className={styles.content}
          // The call's HTML is sanitised by the server whenever staff save it, like articles.
          dangerouslySetInnerHTML={{ __html: inLang(call.content, call.contentEs, lang) }}
        />
      </section>
      <section className={styles.box} aria-labelledby="call-apply">
        <h2 id="call-apply">{mine ? t('declare.yours') : t('declare.apply')}</h2>
        <ApplyPart call={call} />
      </section>
    </article>
  );
}
