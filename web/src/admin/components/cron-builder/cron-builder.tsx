import { Alert, Checkbox, Descriptions, InputNumber, Radio, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { nextRuns } from './next-runs';
import {
  type Choice,
  type CronState,
  FIELD_SPECS,
  type FieldSpec,
  type FieldState,
  formatExpression,
  formatField,
  withChoice,
} from './quartz-fields';

// RuoYi's Crontab (src/components/Crontab): a tab per field (second … year) with its choices —
// every, a range, a step, specific values, and the day and week rules — then the expression and the
// next five runs as the server's scheduler computes them.

export interface CronBuilderProps {
  value: CronState;
  onChange: (state: CronState) => void;
}

function FieldChoices({
  spec,
  state,
  onChange,
}: {
  spec: FieldSpec;
  state: FieldState;
  onChange: (state: FieldState) => void;
}) {
  const set = (changes: Partial<FieldState>) => onChange({ ...state, ...changes });
  const { min, max, unit, label } = spec;
  // Editing a choice's numbers picks that choice.
  const number = (
    choice: Choice,
    key: 'from' | 'to' | 'start' | 'step' | 'nth',
    name: string,
    limits = { min, max },
  ) => (
    <InputNumber
      size="small"
      aria-label={`${label}：${name}`}
      min={limits.min}
      max={limits.max}
      precision={0}
      value={state[key]}
      onChange={(value) => set({ choice, [key]: value ?? limits.min })}
    />
  );
  const weekday = (choice: Choice, key: 'from' | 'to', name: string) => (
    <select
      aria-label={`${label}：${name}`}
      value={state[key]}
      onChange={(event) => set({ choice, [key]: Number(event.target.value) })}
    >
      {spec.names?.map((day, index) => (
        <option key={day.value} value={index + 1}>
          {day.label}
        </option>
      ))}
    </select>
  );
  const rangeEnd = (key: 'from' | 'to', name: string) =>
    spec.names ? weekday('range', key, name) : number('range', key, name);
  const valueLabel = (value: number) =>
    spec.names ? spec.names[value - 1].label : String(value).padStart(2, '0');

  const labels: Record<FieldState['choice'], ReactNode> = {
    every: spec.names ? '每周的每一天' : `每${unit}，允许的通配符[, - * /]`,
    none: '不指定',
    unset: '不填，允许的通配符[, - * /]',
    range: (
      <Space size={4}>
        周期从 {rangeEnd('from', '周期开始')} - {rangeEnd('to', '周期结束')}
        {spec.names ? '' : unit}
      </Space>
    ),
    step: (
      <Space size={4}>
        从 {number('step', 'start', '开始')} {unit}开始，每{' '}
        {number('step', 'step', '间隔', { min: 1, max: max - min || 1 })}
        {unit}执行一次
      </Space>
    ),
    workday: <Space size={4}>每月 {number('workday', 'from', '日期')} 号最近的那个工作日</Space>,
    last: '本月最后一天',
    nth: (
      <Space size={4}>
        第 {number('nth', 'nth', '第几周', { min: 1, max: 5 })} 周的 {weekday('nth', 'from', '星期')}
      </Space>
    ),
    lastWeekday: <Space size={4}>本月最后一个 {weekday('lastWeekday', 'from', '星期')}</Space>,
    specific: '指定',
  };

  return (
    <Radio.Group
      name={`cron-${spec.key}`}
      value={state.choice}
      onChange={(event) => set({ choice: event.target.value as FieldState['choice'] })}
      style={{ display: 'flex', flexDirection: 'column', gap: 10 }}
    >
      {spec.choices.map((choice) => (
        <Radio key={choice} value={choice}>
          {labels[choice]}
        </Radio>
      ))}
      {spec.choices.includes('specific') ? (
        <Checkbox.Group
          aria-label={`${label}：指定`}
          value={state.values}
          onChange={(values) => set({ choice: 'specific', values: values as number[] })}
          // Ten to a row on a desktop; as many as fit on a phone.
          style={{
            marginLeft: 24,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(56px, 1fr))',
            maxWidth: 600,
            gap: 4,
          }}
          options={Array.from({ length: max - min + 1 }, (_, index) => ({
            value: min + index,
            label: valueLabel(min + index),
          }))}
        />
      ) : null}
    </Radio.Group>
  );
}

export function CronBuilder({ value, onChange }: CronBuilderProps) {
  const expression = formatExpression(value);
  const runs = nextRuns(expression);
  return (
    <div>
      <Tabs
        items={FIELD_SPECS.map((spec) => ({
          key: spec.key,
          label: spec.label,
          children: (
            <FieldChoices
              spec={spec}
              state={value[spec.key]}
              onChange={(field) => onChange(withChoice(value, spec.key, field))}
            />
          ),
        }))}
      />
      <Descriptions size="small" bordered column={7} layout="vertical" title="时间表达式">
        {FIELD_SPECS.map((spec) => (
          <Descriptions.Item key={spec.key} label={spec.label}>
            {formatField(spec, value[spec.key]) || ' '}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <p>
        Cron 表达式：<code aria-label="Cron 表达式">{expression}</code>
      </p>
      {runs ? (
        <div>
          最近5次运行时间：
          <ol aria-label="最近5次运行时间">
            {runs.map((run) => (
              <li key={run}>{run}</li>
            ))}
          </ol>
        </div>
      ) : (
        <Alert type="error" showIcon title="表达式不正确，调度器不会执行它" />
      )}
    </div>
  );
}
