import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, Row, Spin, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect } from 'react';
import { HasPermi } from '@/admin/access';
import { msgSuccess, quietly } from '@/admin/components/feedback';
import styles from '@/admin/crud/list-page.module.css';
import { ImageUpload } from '@/admin/components/upload/image-upload';
import {
  type SiteSettingsInput,
  siteSettingsQueryOptions,
  useUpdateSiteSettings,
} from '../../../api/site-settings';

// 站点设置: the footer's contact details, ICP number and official-account QR code, and the
// maintenance notice of the public site, saved together.

const DAY = 'YYYY-MM-DD';

/** A date field whose form value stays the 'YYYY-MM-DD' string the server takes ('' for none). */
const dayField = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DAY) : ''),
};

/** Every field blank: what the form holds (and would send) before the settings arrive. */
const BLANK: SiteSettingsInput = {
  name: '',
  nameEs: '',
  address: '',
  addressEs: '',
  phone: '',
  email: '',
  hours: '',
  hoursEs: '',
  icp: '',
  officialAccountImage: '',
  noticeVisible: false,
  noticeStartDate: '',
  noticeEndDate: '',
  noticeText: '',
  noticeTextEs: '',
};

/** Two fields side by side on wide screens, stacked on phones. */
const half = { xs: 24, md: 12 };

/** A part of the settings under its title. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card title={title} size="small" style={{ marginBottom: 16 }}>
    {children}
  </Card>
);

interface TextSpec {
  label: string;
  name: keyof SiteSettingsInput;
  placeholder: string;
  rules?: Rule[];
}

/** One-line text fields two by two, each at most 500 characters like the server's columns. */
const TextFields = ({ fields }: { fields: readonly TextSpec[] }) => (
  <Row gutter={16}>
    {fields.map(({ label, name, placeholder, rules }) => (
      <Col key={name} {...half}>
        <Form.Item label={label} name={name} rules={rules}>
          <Input placeholder={placeholder} maxLength={500} />
        </Form.Item>
      </Col>
    ))}
  </Row>
);

export default function SitePage() {
  const [form] = Form.useForm<SiteSettingsInput>();
  const settings = useQuery(siteSettingsQueryOptions());
  const save = useUpdateSiteSettings();

  useEffect(() => {
    if (settings.data?.data) form.setFieldsValue(settings.data.data);
  }, [settings.data, form]);

  const submit = async (values: SiteSettingsInput) => {
    if ((await quietly(() => save.mutateAsync(values))) === undefined) return;
    msgSuccess('保存成功');
  };

  return (
    <div className={styles.page}>
      <Spin spinning={settings.isFetching}>
        <Form<SiteSettingsInput>
          form={form}
          layout="vertical"
          onFinish={submit}
          aria-label="站点设置"
          initialValues={BLANK}
        >
          <Section title="基本信息">
            <TextFields
              fields={[
                { label: '协会名称', name: 'name', placeholder: '请输入协会名称' },
                { label: '英文名称', name: 'nameEs', placeholder: '请输入协会英文名称' },
              ]}
            />
          </Section>

          <Section title="联系方式">
            <TextFields
              fields={[
                { label: '地址', name: 'address', placeholder: '请输入联系地址' },
                { label: '英文地址', name: 'addressEs', placeholder: '请输入英文联系地址' },
                { label: '电话', name: 'phone', placeholder: '请输入联系电话' },
                {
                  label: '邮箱',
                  name: 'email',
                  placeholder: '请输入联系邮箱',
                  rules: [{ type: 'email', message: '请输入正确的邮箱地址' }],
                },
                { label: '工作时间', name: 'hours', placeholder: '如：周一至周五 9:00-17:00' },
                { label: '英文工作时间', name: 'hoursEs', placeholder: 'e.g. Mon-Fri 9:00-17:00' },
              ]}
            />
          </Section>

          <Section title="备案与公众号">
            <Form.Item label="ICP备案号" name="icp">
              <Input placeholder="请输入ICP备案号" maxLength={500} />
            </Form.Item>
            <Form.Item label="公众号二维码" name="officialAccountImage">
              <ImageUpload limit={1} />
            </Form.Item>
          </Section>

          <Section title="升级公告">
            <Form.Item label="显示公告" name="noticeVisible" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Row gutter={16}>
              <Col {...half}>
                <Form.Item label="开始日期" name="noticeStartDate" {...dayField}>
                  <DatePicker placeholder="请选择开始日期" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label="结束日期"
                  name="noticeEndDate"
                  dependencies={['noticeStartDate']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, end?: string) => {
                        const start = getFieldValue('noticeStartDate') as string | undefined;
                        // 'YYYY-MM-DD' strings compare as the dates they name.
                        return start && end && end < start
                          ? Promise.reject(new Error('结束日期不能早于开始日期'))
                          : Promise.resolve();
                      },
                    }),
                  ]}
                  {...dayField}
                >
                  <DatePicker placeholder="请选择结束日期" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="公告内容" name="noticeText">
                  <Input.TextArea placeholder="请输入公告内容" maxLength={500} autoSize={{ minRows: 3 }} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="英文公告内容" name="noticeTextEs">
                  <Input.TextArea
                    placeholder="Notice text in English"
                    maxLength={500}
                    autoSize={{ minRows: 3 }}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Section>

          <HasPermi value={['content:site:edit']}>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
              保存
            </Button>
          </HasPermi>
        </Form>
      </Spin>
    </div>
  );
}
