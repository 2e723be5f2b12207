import { Tag } from 'antd';
import type { DictOption } from './use-dict';

// RuoYi's <dict-tag>: the label of each value, as a tag coloured by the option's listClass, or as
// plain text when listClass is default/empty; cssClass is added as a class either way.

/** listClass → antd Tag colour. `default` and '' render plain text (as RuoYi does). */
export const listClassColor: Readonly<Record<string, string>> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export interface DictTagProps {
  options: readonly DictOption[];
  /** One value, several values, or a `separator`-joined string of values. */
  value: string | number | readonly (string | number)[] | null | undefined;
  /** Show values that match no option (default true). */
  showValue?: boolean;
  separator?: string;
}

export function DictTag({ options, value, showValue = true, separator = ',' }: DictTagProps) {
  if (value === null || value === undefined || value === '') return null;
  const values = Array.isArray(value)
    ? value.map(String)
    : String(value)
        .split(separator)
        .filter((v) => v !== '');
  const unmatched = values.filter((v) => !options.some((o) => o.value === v));
  return (
    <span>
      {options
        .filter((o) => values.includes(o.value))
        .map((o) => {
          const color = listClassColor[o.listClass];
          return color ? (
            <Tag key={o.value} color={color} className={o.cssClass || undefined}>
              {o.label}
            </Tag>
          ) : (
            <span key={o.value} className={o.cssClass || undefined}>
              {o.label}
            </span>
          );
        })}
      {showValue && unmatched.length > 0 ? <span>{unmatched.join(' ')}</span> : null}
    </span>
  );
}
