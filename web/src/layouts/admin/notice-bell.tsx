import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Popover, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { inLang } from '@/lib/i18n';
import { useSession } from '@/store/session';
import {
  type TopNotice,
  useMarkAllNoticesRead,
  useMarkNoticeRead,
  useTopNotices,
} from '@/features/system/api/notice';
import styles from './notice-bell.module.css';

// The navbar's bell (RuoYi-Vue3 3.9 HeaderNotice): the newest notices with the unread count;
// opening one marks it read for this person and shows it.

function TypeTag({ type }: { type: string }) {
  const { t } = useTranslation();
  return type === '1' ? (
    <Tag color="warning">{t('notices.notice')}</Tag>
  ) : (
    <Tag color="success">{t('notices.announcement')}</Tag>
  );
}

function NoticeList({ notices, onOpen }: { notices: TopNotice[]; onOpen: (notice: TopNotice) => void }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <ul className={styles.list}>
      {notices.map((notice) => (
        <li key={notice.noticeId}>
          <button
            type="button"
            className={notice.isRead ? styles.item : `${styles.item} ${styles.unread}`}
            onClick={() => onOpen(notice)}
          >
            <TypeTag type={notice.noticeType} />
            <span className={styles.itemTitle}>{inLang(notice.noticeTitle, notice.noticeTitleEs, lang)}</span>
            {!notice.isRead && <span className="sr-only">{t('notices.unread')}</span>}
            <span className={styles.itemDate}>{notice.createTime?.slice(0, 10)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function NoticeBell() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const top = useTopNotices();
  const markRead = useMarkNoticeRead();
  const markAllRead = useMarkAllNoticesRead();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<TopNotice | null>(null);
  const notices = top.data?.data ?? [];
  const unreadCount = top.data?.unreadCount ?? 0;

  const openNotice = (notice: TopNotice) => {
    if (!notice.isRead) markRead.mutate(notice.noticeId);
    setOpen(false);
    setShown(notice);
  };

  let body;
  if (top.isPending) body = <Spin className={styles.empty} />;
  else if (notices.length === 0) {
    body = <p className={styles.empty}>{top.isError ? t('notices.loadFailed') : t('notices.empty')}</p>;
  } else body = <NoticeList notices={notices} onOpen={openNotice} />;

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={
          <div className={styles.panel}>
            <div className={styles.header}>
              <span>{t('notices.title')}</span>
              <Button
                type="link"
                size="small"
                disabled={unreadCount === 0}
                loading={markAllRead.isPending}
                onClick={() => markAllRead.mutate()}
              >
                {t('notices.markAllRead')}
              </Button>
            </div>
            {body}
          </div>
        }
      >
        <Button type="text" aria-label={t('notices.bellLabel', { count: unreadCount })}>
          <Badge count={unreadCount} size="small" offset={[4, -2]}>
            <BellOutlined />
          </Badge>
        </Button>
      </Popover>
      <Modal
        open={shown !== null}
        title={shown && inLang(shown.noticeTitle, shown.noticeTitleEs, lang)}
        footer={null}
        width={680}
        onCancel={() => setShown(null)}
      >
        {shown && (
          <>
            <div className={styles.meta}>
              <TypeTag type={shown.noticeType} />
              <span>{t('notices.publishedBy', { name: shown.createBy })}</span>
              <span>{t('notices.publishedOn', { time: shown.createTime ?? '' })}</span>
            </div>
            {/* Sanitised by the server when it was saved. */}
            <div
              className={styles.content}
              dangerouslySetInnerHTML={{ __html: inLang(shown.noticeContent, shown.noticeContentEs, lang) }}
            />
          </>
        )}
      </Modal>
    </>
  );
}
