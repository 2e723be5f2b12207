import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Space } from 'antd';
import type { ReactNode } from 'react';
import type { DateRange } from '@/admin/components/use-table-query';
import tableStyles from '@/admin/components/table-page.module.css';

// The inline search form of a list page (RuoYi queryRef): 搜索 applies the fields (a field named
// `dateRange` goes apart as the date range), 重置 clears them. Enter in a field searches too.

export interface SearchValues {
  dateRange?: DateRange;
  [field: string]: unknown;
}

export function SearchForm<F extends object>({
  form,
  hidden = false,
  onSearch,
  onReset,
  children,
}: {
  form: FormInstance;
  hidden?: boolean;
  onSearch: (filters: Partial<F>, range: DateRange) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <Form
      form={form}
      layout="inline"
      className={hidden ? tableStyles.hidden : tableStyles.search}
      onFinish={(values: SearchValues) => {
        const { dateRange, ...filters } = values;
        const cleaned = Object.fromEntries(
          Object.entries(filters).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || undefined : v]),
        );
        onSearch(cleaned as Partial<F>, dateRange ?? null);
      }}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            搜索
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
