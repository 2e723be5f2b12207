import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import type { DateRange } from './use-list-query';
import styles from './list-page.module.css';

// The inline query form of a list page (RuoYi queryRef) built from field descriptions: 搜索 applies
// the fields (text trimmed, blank left out; the `dateRange` field goes apart as the date range),
// 重置 puts the fields back to their initial values. Enter in a field searches too.

interface FieldBase {
  name: string;
  label: string;
}

/** A text box; its placeholder is 请输入<label> unless given. */
interface TextField extends FieldBase {
  placeholder?: string;
}

/** A select of `options` (e.g. a dictionary's); placeholder 请选择<label> unless given. */
interface SelectField extends FieldBase {
  options: readonly { label: ReactNode; value: string | number }[];
  placeholder?: string;
  /** False for a select that must keep a value (default true). */
  allowClear?: boolean;
}

/** 开始日期 – 结束日期, sent as params[beginTime] / params[endTime]. */
interface RangeField extends FieldBase {
  name: 'dateRange';
  range: true;
}

/** Any other control, e.g. a tree select. */
interface ControlField extends FieldBase {
  control: ReactNode;
}

export type SearchField = TextField | SelectField | RangeField | ControlField;

/** The 状态 filter of a list: a dictionary's options, its placeholder e.g. 用户状态. */
export const statusField = (options: SelectField['options'], placeholder: string): SearchField => ({
  name: 'status',
  label: '状态',
  options,
  placeholder,
});

/** The 关键字 filter of a list that the server matches against several columns, named by `placeholder`. */
export const keywordField = (placeholder: string): SearchField => ({
  name: 'keyword',
  label: '关键字',
  placeholder,
});

/** The 创建时间 range of a list. */
export const createdRange: RangeField = { name: 'dateRange', label: '创建时间', range: true };

/** The 提交时间 range of a review queue (its records' creation). */
export const submittedRange: RangeField = { name: 'dateRange', label: '提交时间', range: true };

const WIDTH = 200;

function control(field: SearchField) {
  if ('control' in field) return field.control;
  if ('range' in field) return <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />;
  if ('options' in field) {
    return (
      <Select
        placeholder={field.placeholder ?? `请选择${field.label}`}
        allowClear={field.allowClear ?? true}
        options={field.options as { label: ReactNode; value: string | number }[]}
        style={{ width: WIDTH }}
      />
    );
  }
  return (
    <Input placeholder={field.placeholder ?? `请输入${field.label}`} allowClear style={{ width: WIDTH }} />
  );
}

export interface SearchFormProps<F> {
  fields: readonly SearchField[];
  /** The fields' values before any search (and after 重置). */
  initialValues?: Partial<F>;
  hidden?: boolean;
  onSearch: (filters: Partial<F>, range: DateRange) => void;
  onReset: () => void;
}

export function SearchForm<F extends object>({
  fields,
  initialValues,
  hidden = false,
  onSearch,
  onReset,
}: SearchFormProps<F>) {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      layout="inline"
      aria-label="搜索"
      initialValues={initialValues}
      className={hidden ? styles.hidden : styles.search}
      onFinish={({ dateRange, ...values }: { dateRange?: DateRange; [name: string]: unknown }) => {
        const filters = Object.fromEntries(
          Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || undefined : v]),
        );
        onSearch(filters as Partial<F>, dateRange ?? null);
      }}
    >
      {fields.map((field) => (
        <Form.Item key={field.name} label={field.label} name={field.name}>
          {control(field)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          <Button
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
