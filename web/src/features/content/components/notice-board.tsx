import type { PublicNotice } from '@server/modules/system/notice.schema';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { inLang } from '@/lib/i18n';
import { useSession } from '@/store/session';
import { DisclosureButton } from '@/components/disclosure-button';
import { useNotice, useNotices } from '../api/get-notices';
import articleStyles from './article-view.module.css';
import styles from './notice-board.module.css';
import { Loading } from './page-message';
import siteStyles from './site.module.css';
import { fallbackLang, formatDate } from './text';

// The association's normal notices (written in the admin's 通知公告), newest first, shown on the
// site's 通知公告 section above its articles. A notice opens in place: most are a few lines.

/** How many notices show at first, and how many more each "show more" adds. */
const STEP = 10;
/** The API's largest page. */
const MOST = 100;

function NoticeItem({ notice }: { notice: PublicNotice }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const detail = useNotice(notice.noticeId, { enabled: open });
  const date = formatDate(notice.createTime);

  let body;
  if (detail.isPending) body = <Loading />;
  else if (detail.isError || !detail.data.data) body = <p>{t('notices.loadFailed')}</p>;
  else {
    const { noticeContent, noticeContentEs } = detail.data.data;
    body = (
      <div
        className={`prose ${articleStyles.prose}`}
        lang={fallbackLang(noticeContentEs, lang)}
        // Notice HTML is sanitised by the server whenever it is saved (DESIGN.md §5).
        dangerouslySetInnerHTML={{ __html: inLang(noticeContent, noticeContentEs, lang) }}
      />
    );
  }

  return (
    <li className={styles.item}>
      <h3 className={styles.heading}>
        <DisclosureButton className={styles.toggle} open={open} onToggle={setOpen} controls={bodyId}>
          <span className={styles.tag}>
            {notice.noticeType === '1' ? t('notices.notice') : t('notices.announcement')}
          </span>
          <span className={styles.noticeTitle} lang={fallbackLang(notice.noticeTitleEs, lang)}>
            {inLang(notice.noticeTitle, notice.noticeTitleEs, lang)}
          </span>
          {date && (
            <time className={styles.date} dateTime={date}>
              {date}
            </time>
          )}
        </DisclosureButton>
      </h3>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {open && body}
      </div>
    </li>
  );
}

/** The notice board; nothing at all while there are no notices (or they cannot be read). */
export function NoticeBoard() {
  const { t } = useTranslation();
  const headingId = useId();
  const [pageSize, setPageSize] = useState(STEP);
  const list = useNotices({ pageNum: 1, pageSize });

  const rows = list.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <section className={styles.board} aria-labelledby={headingId} aria-busy={list.isPlaceholderData}>
      <h2 id={headingId} className={styles.title}>
        {t('notices.board')}
      </h2>
      <ul className={styles.list}>
        {rows.map((notice) => (
          <NoticeItem key={notice.noticeId} notice={notice} />
        ))}
      </ul>
      {list.data && list.data.total > rows.length && pageSize < MOST && (
        <p className={styles.more}>
          <button
            type="button"
            className={siteStyles.buttonLink}
            onClick={() => setPageSize(Math.min(pageSize + STEP, MOST))}
          >
            {t('notices.more')}
          </button>
        </p>
      )}
    </section>
  );
}
