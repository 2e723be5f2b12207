import { Form, Input, InputNumber, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TextAreaProps } from 'antd/es/input';
import type { ReactNode } from 'react';
import type { TObject, TProperties, TSchema } from 'typebox';
import { schemaRules } from './schema-rules';

// The fields of a request schema as form items: name, label and the schema's rules (required when
// the schema requires the property), and text boxes whose maxLength is the schema's.

export interface SchemaItemOptions {
  /** What the messages call the field when it differs from the form label. */
  messageLabel?: string;
  patternMessage?: string;
  /** Required or not whatever the schema says (a rule the server keeps in its service). */
  required?: boolean;
  /** Rules beyond the schema's (checked after them). */
  rules?: Rule[];
  tooltip?: ReactNode;
}

interface TextOptions extends SchemaItemOptions {
  /** Default 请输入<label>. */
  placeholder?: string;
}

export function schemaForm<P extends TProperties>(schema: TObject<P>) {
  type Name = keyof P & string;
  const property = (name: Name) =>
    schema.properties[name] as TSchema & {
      type?: string;
      maxLength?: number;
      minimum?: number;
      maximum?: number;
    };
  const required = (name: Name) => (schema.required as readonly string[] | undefined)?.includes(name);

  /** Form.Item props of a field: name, label, rules (and a tooltip). */
  const item = (name: Name, label: string, options: SchemaItemOptions = {}) => ({
    name: name as string,
    label,
    tooltip: options.tooltip,
    rules: [
      ...schemaRules(property(name), {
        label: options.messageLabel ?? label,
        required: options.required ?? required(name),
        patternMessage: options.patternMessage,
      }),
      ...(options.rules ?? []),
    ],
  });
  /** The schema's maxLength of a text field. */
  const max = (name: Name) => property(name).maxLength;

  const input = (name: Name, label: string, options: TextOptions & { password?: boolean } = {}) => {
    const Box = options.password ? Input.Password : Input;
    return (
      <Form.Item {...item(name, label, options)}>
        <Box placeholder={options.placeholder ?? `请输入${label}`} maxLength={max(name)} />
      </Form.Item>
    );
  };
  const textArea = (
    name: Name,
    label: string,
    options: TextOptions & Pick<TextAreaProps, 'autoSize'> = {},
  ) => (
    <Form.Item {...item(name, label, options)}>
      <Input.TextArea
        placeholder={options.placeholder ?? `请输入${label}`}
        maxLength={max(name)}
        autoSize={options.autoSize}
      />
    </Form.Item>
  );

  const number = (name: Name, label: string, options: TextOptions = {}) => {
    const { type, minimum, maximum } = property(name);
    return (
      <Form.Item {...item(name, label, options)}>
        <InputNumber
          min={minimum}
          max={maximum}
          precision={type === 'integer' ? 0 : undefined}
          placeholder={options.placeholder}
        />
      </Form.Item>
    );
  };

  /** An amount kept in fen (DESIGN.md §4b) typed in yuan with two decimals, under the schema's rules. */
  const money = (name: Name, label: string, options: SchemaItemOptions = {}) => {
    const { maximum } = property(name);
    return (
      <Form.Item
        {...item(name, label, options)}
        getValueProps={(fen?: number | null) => ({ value: typeof fen === 'number' ? fen / 100 : fen })}
        normalize={(yuan: number | null) => (typeof yuan === 'number' ? Math.round(yuan * 100) : yuan)}
      >
        <InputNumber
          min={0}
          max={maximum === undefined ? undefined : maximum / 100}
          precision={2}
          prefix="¥"
        />
      </Form.Item>
    );
  };

  return {
    item,
    max,
    money,
    /** A text box (or a password box) under the field's rules. */
    input,
    /**
     * The Chinese `label` ('活动标题') of `name` and its English twin `<name>Es`, which the public
     * site's English pages fall back from: `word` is what both are ('标题', '名称').
     */
    bilingual: (name: Name, label: string, word: string) => (
      <>
        {input(name, label, { placeholder: `请输入中文${word}` })}
        {input(`${name}Es` as Name, `英文${word}`, { tooltip: `留空时英文站点显示中文${word}` })}
      </>
    ),
    /** A text area under the field's rules. */
    textArea,
    /** A number box between the schema's minimum and maximum (whole numbers for an integer). */
    number,
    /** RuoYi's 备注 of every form. */
    remark: () => textArea('remark' as Name, '备注', { placeholder: '请输入内容' }),
    /** Radio buttons of `options` (a status, a flag). */
    radios: (name: Name, label: string, options: readonly { label: ReactNode; value: string | number }[]) => (
      <Form.Item name={name as string} label={label}>
        <Radio.Group options={options as { label: ReactNode; value: string | number }[]} />
      </Form.Item>
    ),
  };
}
