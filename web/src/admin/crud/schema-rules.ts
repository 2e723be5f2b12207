import type { FormItemProps } from 'antd';
import type { TObject, TSchema } from 'typebox';

// Form limits from the server's request schemas (server/src/modules/*/*.schema.ts), so a form
// refuses what the server would refuse, with the same numbers: minLength, maxLength and pattern of
// a TypeBox property become antd rules, its being required too.

type Rules = NonNullable<FormItemProps['rules']>;

/** The JSON-schema keywords of a string property the rules are made from. */
interface StringKeywords {
  type?: string;
  title?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface SchemaRuleOptions {
  /** What the messages call the field; default the schema's title. */
  label?: string;
  required?: boolean;
  /** Shown when the pattern fails; default <label>格式不正确. */
  patternMessage?: string;
}

/** antd rules of one TypeBox property: required, length and pattern, in RuoYi's wording. */
export function schemaRules(property: TSchema, options: SchemaRuleOptions = {}): Rules {
  const { type, title, minLength = 0, maxLength, pattern } = property as StringKeywords;
  const label = options.label ?? title ?? '';
  const rules: Rules = [];
  if (options.required) {
    // Blank text counts as empty. Any key beside `required` makes antd check for a string, so a
    // number's rule has none.
    const message = `${label}不能为空`;
    rules.push(
      type === 'string' ? { required: true, whitespace: true, message } : { required: true, message },
    );
  }
  if (minLength > 1 && maxLength !== undefined) {
    rules.push({
      min: minLength,
      max: maxLength,
      message: `${label}长度必须介于 ${minLength} 和 ${maxLength} 之间`,
    });
  } else if (maxLength !== undefined) {
    rules.push({ max: maxLength, message: `${label}长度不能超过${maxLength}个字符` });
  }
  if (pattern) {
    rules.push({
      pattern: new RegExp(pattern, 'u'),
      message: options.patternMessage ?? `${label}格式不正确`,
    });
  }
  return rules;
}

/**
 * The property a server message names: RuoYi-style messages start with the field's title
 * (`密码长度不能少于6个字符`), the longest matching title wins. Undefined when none does.
 */
export function fieldOfMessage(schema: TObject, message: string): string | undefined {
  let found: { name: string; length: number } | undefined;
  for (const [name, property] of Object.entries(schema.properties)) {
    const title = (property as StringKeywords).title;
    if (title && message.startsWith(title) && title.length > (found?.length ?? 0)) {
      found = { name, length: title.length };
    }
  }
  return found?.name;
}
