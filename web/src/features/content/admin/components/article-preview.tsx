import { Modal, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { ArticleView } from '@/features/content/components/article-view';
import type { ArticleDetail as SiteArticle } from '@/features/content/types';
import type { Lang } from '@/lib/i18n';
import type { ArticleDetail } from '../../api/article';

// 预览: an article as visitors will read it, through the public site's own view, in either
// language whatever the admin's own language is.

/** What a preview shows: a saved article or the fields of an unsaved form. */
export type PreviewArticle = Partial<Omit<ArticleDetail, 'publishTime'>> & { publishTime?: string | null };

const LANGS: { label: string; value: Lang }[] = [
  { label: '中文', value: 0 },
  { label: 'English', value: 1 },
];

/** The public view's article from the admin's fields, empty texts where nothing was entered. */
const toSiteArticle = (a: PreviewArticle): SiteArticle => ({
  id: a.id ?? 0,
  typeId: a.typeId ?? 0,
  articleName: a.articleName ?? '',
  articleEsName: a.articleEsName ?? '',
  summary: a.summary ?? '',
  summaryEs: a.summaryEs ?? '',
  cover: a.cover ?? '',
  author: a.author ?? '',
  source: a.source ?? '',
  publishTime: a.publishTime || null,
  isTop: a.isTop ?? '0',
  membersOnly: a.membersOnly ?? '0',
  // Staff preview the whole article, members-only or not.
  locked: false,
  viewCount: a.viewCount ?? 0,
  content: a.content ?? '',
  contentEs: a.contentEs ?? '',
  prev: null,
  next: null,
});

export interface ArticlePreviewProps {
  open: boolean;
  /** Undefined while a saved article loads. */
  article?: PreviewArticle;
  onClose: () => void;
}

export function ArticlePreview({ open, article, onClose }: ArticlePreviewProps) {
  const [lang, setLang] = useState<Lang>(0);
  return (
    <Modal
      title="文章预览"
      open={open}
      onCancel={onClose}
      footer={null}
      width={900}
      afterClose={() => setLang(0)}
    >
      <Segmented<Lang>
        options={LANGS}
        value={lang}
        onChange={setLang}
        aria-label="预览语言"
        style={{ marginBottom: 16 }}
      />
      {article ? (
        <ArticleView article={toSiteArticle(article)} lang={lang} neighbours={false} titleAs="h2" />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
