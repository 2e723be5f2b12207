import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ArticleBody } from '@server/modules/content/article.schema';
import { ImageUpload } from '@/admin/components/upload/image-upload';
import { useResourceForm } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { BilingualBodies, DATE_TIME_FORMAT } from '@/admin/crud/form-items';
import { schemaForm } from '@/admin/crud/schema-form';
import { articleResource } from '../../api/article';
import { articleTypeTreeQueryOptions } from '../../api/article-type';
import { ArticlePreview, type PreviewArticle } from './article-preview';

// The 添加/修改 dialog of 文章管理: both languages side by side, the body in a rich-text editor
// per language, and 预览 of the fields as they stand.

/** 状态: saving with 发布 publishes (the server stamps the time when none is set). */
const PUBLISH_OPTIONS = [
  { label: '草稿', value: '1' },
  { label: '发布', value: '0' },
];
export const TOP_OPTIONS = [
  { label: '是', value: '1' },
  { label: '否', value: '0' },
];

const SUMMARY_ROWS = { minRows: 2, maxRows: 6 };

export const TYPE_FIELDS = { label: 'label', value: 'id', children: 'children' };

const fields = schemaForm(ArticleBody);

export function useArticleForm() {
  return useResourceForm(articleResource, {
    defaults: { status: '1', isTop: '0', content: '', contentEs: '' },
    schema: ArticleBody,
  });
}

export function ArticleFormModal({ edit }: { edit: ReturnType<typeof useArticleForm> }) {
  const types = useQuery({ ...articleTypeTreeQueryOptions(), enabled: edit.isOpen });
  const [preview, setPreview] = useState<PreviewArticle>();
  const [previewOpen, setPreviewOpen] = useState(false);

  return (
    <>
      <FormModal {...edit.modal} width={1000}>
        <Form.Item {...fields.item('typeId', '所属分类')}>
          <TreeSelect
            treeData={types.data ?? []}
            fieldNames={TYPE_FIELDS}
            placeholder="请选择所属分类"
            showSearch
            treeNodeFilterProp="label"
            treeDefaultExpandAll
          />
        </Form.Item>
        {fields.input('articleName', '文章标题', { placeholder: '请输入中文标题' })}
        {fields.input('articleEsName', '英文标题', { tooltip: '留空时英文站点显示中文标题' })}
        {fields.input('author', '作者')}
        {fields.input('source', '来源')}
        <Form.Item
          label="发布时间"
          name="publishTime"
          // The form holds the 'YYYY-MM-DD HH:mm:ss' string the server takes ('' for none).
          tooltip="留空时以发布的时刻为准"
          getValueProps={(value?: string | null) => ({
            value: value ? dayjs(value, DATE_TIME_FORMAT) : null,
          })}
          normalize={(value: Dayjs | null) => (value ? value.format(DATE_TIME_FORMAT) : '')}
        >
          <DatePicker showTime format={DATE_TIME_FORMAT} placeholder="请选择发布时间" />
        </Form.Item>
        {fields.radios('isTop', '是否置顶', TOP_OPTIONS)}
        {fields.radios('status', '状态', PUBLISH_OPTIONS)}
        <Form.Item label="封面" name="cover">
          <ImageUpload limit={1} />
        </Form.Item>
        {fields.textArea('summary', '摘要', { placeholder: '请输入中文摘要', autoSize: SUMMARY_ROWS })}
        {fields.textArea('summaryEs', '英文摘要', { autoSize: SUMMARY_ROWS })}
        <BilingualBodies
          label="中文内容"
          placeholder="请输入中文正文"
          englishLabel="English content"
          minHeight={320}
          extra={
            <Button
              icon={<EyeOutlined />}
              onClick={() => {
                setPreview({ ...edit.form.getFieldsValue(true), id: edit.id });
                setPreviewOpen(true);
              }}
            >
              预览
            </Button>
          }
        />
      </FormModal>
      <ArticlePreview open={previewOpen} article={preview} onClose={() => setPreviewOpen(false)} />
    </>
  );
}
