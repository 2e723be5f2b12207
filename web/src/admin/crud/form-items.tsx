import { DatePicker, Form, type FormItemProps, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { RichTextEditor } from '@/admin/components/editor/rich-text-editor';

// Items the staff's edit dialogs share: a date (or date and time) held as the string the server
// takes, and the Chinese and English rich-text bodies (`content`, `contentEs`).

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A date picker, with the time when `format` has it; the form holds the `format`ted string. */
export function dateItem(item: FormItemProps, label: string, format = DATE_TIME_FORMAT) {
  return (
    <Form.Item
      {...item}
      getValueProps={(value?: string) => ({ value: value ? dayjs(value, format) : null })}
      normalize={(value: Dayjs | null) => (value ? value.format(format) : undefined)}
    >
      <DatePicker
        showTime={format === DATE_TIME_FORMAT}
        format={format}
        placeholder={`请选择${label}`}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

const editor = (name: 'content' | 'contentEs', label: string, placeholder: string, minHeight: number) => (
  <Form.Item name={name} noStyle>
    <RichTextEditor ariaLabel={label} placeholder={placeholder} minHeight={minHeight} />
  </Form.Item>
);

export interface BilingualBodiesProps {
  /** The Chinese tab's (and editor's) name. */
  label: string;
  placeholder: string;
  englishLabel?: string;
  minHeight?: number;
  /** Beside the tabs (a 预览 button). */
  extra?: ReactNode;
}

/** The Chinese and English bodies, a tab each. */
export function BilingualBodies({
  label,
  placeholder,
  englishLabel = 'English',
  minHeight = 240,
  extra,
}: BilingualBodiesProps) {
  return (
    <Tabs
      // Both editors stay mounted, so both texts are part of what 确 定 sends.
      items={[
        {
          key: 'zh',
          label,
          forceRender: true,
          children: editor('content', label, placeholder, minHeight),
        },
        {
          key: 'en',
          label: englishLabel,
          forceRender: true,
          children: editor('contentEs', englishLabel, 'English text (optional)', minHeight),
        },
      ]}
      tabBarExtraContent={extra}
    />
  );
}
