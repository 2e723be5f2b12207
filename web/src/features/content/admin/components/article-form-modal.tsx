import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Radio, Tabs, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { RichTextEditor } from '@/admin/components/editor/rich-text-editor';
import { FormModal } from '@/admin/components/form-modal';
import { ImageUpload } from '@/admin/components/upload/image-upload';
import { msgSuccess, quietly } from '@/admin/components/feedback';
import { type ArticleAddInput, getArticle, useAddArticle, useUpdateArticle } from '../../api/article';
import { articleTypeTreeQueryOptions } from '../../api/article-type';
import { contentKey } from '../../api/content-key';
import { ArticlePreview, type PreviewArticle } from './article-preview';

// The 添加/修改 dialog of 文章管理: both languages side by side, the body in a rich-text editor
// per language, and 预览 of the fields as they stand.

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** 状态: saving with 发布 publishes (the server stamps the time when none is set). */
export const PUBLISH_OPTIONS = [
  { label: '草稿', value: '1' },
  { label: '发布', value: '0' },
];
export const TOP_OPTIONS = [
  { label: '是', value: '1' },
  { label: '否', value: '0' },
];

const TYPE_FIELDS = { label: 'label', value: 'id', children: 'children' };

export function ArticleFormModal({ id, open, onClose }: { id?: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ArticleAddInput>();
  const types = useQuery({ ...articleTypeTreeQueryOptions(), enabled: open });
  const detail = useQuery({
    queryKey: contentKey('article', 'detail', String(id)),
    queryFn: () => getArticle(id!),
    enabled: open && id !== undefined,
    staleTime: 0,
  });
  const add = useAddArticle();
  const update = useUpdateArticle();
  const [preview, setPreview] = useState<PreviewArticle>();
  const [previewOpen, setPreviewOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (id === undefined) {
      form.setFieldsValue({ status: '1', isTop: '0', content: '', contentEs: '' });
    } else if (detail.data?.data) {
      const article = detail.data.data;
      form.setFieldsValue({ ...article, remark: article.remark ?? undefined });
    }
  }, [open, id, detail.data, form]);

  const submit = async (values: ArticleAddInput) => {
    const done =
      id !== undefined
        ? await quietly(() => update.mutateAsync({ ...values, id }))
        : await quietly(() => add.mutateAsync(values));
    if (done === undefined) return;
    msgSuccess(id !== undefined ? '修改成功' : '新增成功');
    onClose();
  };

  const editor = (name: 'content' | 'contentEs', label: string, placeholder: string) => (
    <Form.Item name={name} noStyle>
      <RichTextEditor ariaLabel={label} placeholder={placeholder} minHeight={320} />
    </Form.Item>
  );

  return (
    <>
      <FormModal
        title={id !== undefined ? '修改文章' : '添加文章'}
        open={open}
        onClose={onClose}
        form={form}
        onFinish={submit}
        confirmLoading={add.isPending || update.isPending}
        width={1000}
      >
        <Form.Item label="所属分类" name="typeId" rules={[{ required: true, message: '所属分类不能为空' }]}>
          <TreeSelect
            treeData={types.data ?? []}
            fieldNames={TYPE_FIELDS}
            placeholder="请选择所属分类"
            showSearch
            treeNodeFilterProp="label"
            treeDefaultExpandAll
          />
        </Form.Item>
        <Form.Item
          label="文章标题"
          name="articleName"
          rules={[{ required: true, message: '文章标题不能为空' }]}
        >
          <Input placeholder="请输入中文标题" maxLength={255} />
        </Form.Item>
        <Form.Item label="英文标题" name="articleEsName" tooltip="留空时英文站点显示中文标题">
          <Input placeholder="请输入英文标题" maxLength={255} />
        </Form.Item>
        <Form.Item label="作者" name="author">
          <Input placeholder="请输入作者" maxLength={64} />
        </Form.Item>
        <Form.Item label="来源" name="source">
          <Input placeholder="请输入来源" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="发布时间"
          name="publishTime"
          // The form holds the 'YYYY-MM-DD HH:mm:ss' string the server takes ('' for none).
          tooltip="留空时以发布的时刻为准"
          getValueProps={(value?: string | null) => ({ value: value ? dayjs(value, TIME_FORMAT) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : '')}
        >
          <DatePicker showTime format={TIME_FORMAT} placeholder="请选择发布时间" />
        </Form.Item>
        <Form.Item label="是否置顶" name="isTop">
          <Radio.Group options={TOP_OPTIONS} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Radio.Group options={PUBLISH_OPTIONS} />
        </Form.Item>
        <Form.Item label="封面" name="cover">
          <ImageUpload limit={1} />
        </Form.Item>
        <Form.Item label="摘要" name="summary">
          <Input.TextArea
            placeholder="请输入中文摘要"
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item label="英文摘要" name="summaryEs">
          <Input.TextArea
            placeholder="请输入英文摘要"
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Tabs
          // Both editors stay mounted, so both bodies are part of what 确 定 sends.
          items={[
            {
              key: 'zh',
              label: '中文内容',
              forceRender: true,
              children: editor('content', '中文内容', '请输入中文正文'),
            },
            {
              key: 'en',
              label: 'English content',
              forceRender: true,
              children: editor('contentEs', 'English content', 'English text (optional)'),
            },
          ]}
          tabBarExtraContent={
            <Button
              icon={<EyeOutlined />}
              onClick={() => {
                setPreview({ ...form.getFieldsValue(true), id });
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
