// The seven fields of a Quartz cron expression (RuoYi's: second minute hour day month week [year]),
// each read into the builder's choices and written back. Weekdays are written by name (MON…SUN),
// which Quartz and croner read alike, where their numbers differ (Quartz counts from Sunday = 1).

export type FieldKey = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

/** The choices of RuoYi's Crontab tabs. */
export type Choice =
  | 'every' // *
  | 'none' // ? (day or week left to the other)
  | 'unset' // the year left out
  | 'range' // from-to
  | 'step' // start/step
  | 'workday' // nW: the working day nearest the nth
  | 'last' // L: the last day of the month
  | 'nth' // DAY#n: the nth given weekday of the month
  | 'lastWeekday' // DAYL: the last given weekday of the month
  | 'specific'; // a,b,c

export interface FieldSpec {
  key: FieldKey;
  label: string;
  /** What one step of the field is called (秒, 分钟 …). */
  unit: string;
  min: number;
  max: number;
  choices: readonly Choice[];
  /** The week's values by name (1 = MON … 7 = SUN) and how they are shown. */
  names?: readonly { value: string; label: string }[];
}

export interface FieldState {
  choice: Choice;
  from: number;
  to: number;
  start: number;
  step: number;
  nth: number;
  values: number[];
}

const WEEKDAYS = [
  { value: 'MON', label: '星期一' },
  { value: 'TUE', label: '星期二' },
  { value: 'WED', label: '星期三' },
  { value: 'THU', label: '星期四' },
  { value: 'FRI', label: '星期五' },
  { value: 'SAT', label: '星期六' },
  { value: 'SUN', label: '星期日' },
];

const CLOCK: readonly Choice[] = ['every', 'range', 'step', 'specific'];
const THIS_YEAR = new Date().getFullYear();

export const FIELD_SPECS: readonly FieldSpec[] = [
  { key: 'second', label: '秒', unit: '秒', min: 0, max: 59, choices: CLOCK },
  { key: 'minute', label: '分钟', unit: '分钟', min: 0, max: 59, choices: CLOCK },
  { key: 'hour', label: '小时', unit: '小时', min: 0, max: 23, choices: CLOCK },
  {
    key: 'day',
    label: '日',
    unit: '日',
    min: 1,
    max: 31,
    choices: ['every', 'none', 'range', 'step', 'workday', 'last', 'specific'],
  },
  { key: 'month', label: '月', unit: '月', min: 1, max: 12, choices: CLOCK },
  {
    key: 'week',
    label: '周',
    unit: '周',
    min: 1,
    max: 7,
    choices: ['every', 'none', 'range', 'nth', 'lastWeekday', 'specific'],
    names: WEEKDAYS,
  },
  {
    key: 'year',
    label: '年',
    unit: '年',
    min: THIS_YEAR,
    max: 2099,
    choices: ['unset', 'every', 'range', 'step', 'specific'],
  },
];

export type CronState = Record<FieldKey, FieldState>;

const initial = (spec: FieldSpec, choice: Choice): FieldState => ({
  choice,
  from: spec.min,
  to: spec.min + 1,
  start: spec.min,
  step: 1,
  nth: 1,
  values: [],
});

/** What a field holds when its text is not one of the builder's shapes. */
const DEFAULT_CHOICE: Record<FieldKey, Choice> = {
  second: 'every',
  minute: 'every',
  hour: 'every',
  day: 'every',
  month: 'every',
  week: 'none',
  year: 'unset',
};

/** Quartz numbers weekdays from Sunday = 1; the builder from Monday = 1 (its names' order). */
const builderWeekday = (quartz: number) => (quartz === 1 ? 7 : quartz - 1);

/** A value of the field as written (a number, or a weekday's name or Quartz number), or NaN. */
function valueOf(spec: FieldSpec, token: string): number {
  const number = /^\d+$/.test(token) ? Number(token) : NaN;
  const value = spec.names
    ? spec.names.findIndex((name) => name.value === token.toUpperCase()) + 1 || builderWeekday(number)
    : number;
  return value >= spec.min && value <= spec.max ? value : NaN;
}

const write = (spec: FieldSpec, value: number) => (spec.names ? spec.names[value - 1].value : String(value));

/** The builder's choice for one field's text (an unknown shape gives the field's default). */
export function parseField(spec: FieldSpec, text: string): FieldState {
  const state = initial(spec, DEFAULT_CHOICE[spec.key]);
  const allowed = (choice: Choice, changes: Partial<FieldState>): FieldState => {
    const next = { ...state, choice, ...changes };
    const numbers = [next.from, next.to, next.start, next.step, next.nth, ...next.values];
    return spec.choices.includes(choice) && numbers.every((n) => !Number.isNaN(n)) ? next : state;
  };
  let match: RegExpMatchArray | null;
  if (text === '') return allowed('unset', {});
  if (text === '*') return allowed('every', {});
  if (text === '?') return allowed('none', {});
  if (text === 'L') return allowed('last', {});
  if ((match = /^(\d+)W$/.exec(text))) return allowed('workday', { from: valueOf(spec, match[1]) });
  if ((match = /^(\w+)#([1-5])$/.exec(text))) {
    return allowed('nth', { from: valueOf(spec, match[1]), nth: Number(match[2]) });
  }
  if ((match = /^([A-Za-z]+)L$/.exec(text))) return allowed('lastWeekday', { from: valueOf(spec, match[1]) });
  if ((match = /^(\w+)-(\w+)$/.exec(text))) {
    return allowed('range', { from: valueOf(spec, match[1]), to: valueOf(spec, match[2]) });
  }
  if ((match = /^(\*|\d+)\/(\d+)$/.exec(text))) {
    const start = match[1] === '*' ? spec.min : valueOf(spec, match[1]);
    return allowed('step', { start, step: Number(match[2]) || NaN });
  }
  if (/^\w+(,\w+)*$/.test(text)) {
    return allowed('specific', { values: text.split(',').map((token) => valueOf(spec, token)) });
  }
  return state;
}

/** One field's text from the builder's choice. */
export function formatField(spec: FieldSpec, state: FieldState): string {
  switch (state.choice) {
    case 'every':
      return '*';
    case 'none':
      return '?';
    case 'unset':
      return '';
    case 'last':
      return 'L';
    case 'range':
      return `${write(spec, state.from)}-${write(spec, state.to)}`;
    case 'step':
      return `${state.start}/${state.step}`;
    case 'workday':
      return `${state.from}W`;
    case 'nth':
      return `${write(spec, state.from)}#${state.nth}`;
    case 'lastWeekday':
      return `${write(spec, state.from)}L`;
    case 'specific':
      // Nothing ticked yet: every value, as RuoYi's Crontab writes it.
      return state.values.length
        ? [...state.values]
            .sort((a, b) => a - b)
            .map((value) => write(spec, value))
            .join(',')
        : '*';
  }
}

/** RuoYi's starting point for a new job: every second. */
export const EMPTY_EXPRESSION = '* * * * * ?';

export function parseExpression(expression: string): CronState {
  const texts = (expression.trim() || EMPTY_EXPRESSION).split(/\s+/);
  return Object.fromEntries(
    FIELD_SPECS.map((spec, index) => [spec.key, parseField(spec, texts[index] ?? '')]),
  ) as CronState;
}

export function formatExpression(state: CronState): string {
  return FIELD_SPECS.map((spec) => formatField(spec, state[spec.key]))
    .filter((text, index) => text !== '' || index < 6)
    .join(' ');
}

/**
 * Quartz wants one of day and week left open (?): choosing something for one leaves the other to
 * it, and leaving both open lets the week run every day.
 */
export function withChoice(state: CronState, key: FieldKey, field: FieldState): CronState {
  const next = { ...state, [key]: field };
  const other = key === 'day' ? 'week' : key === 'week' ? 'day' : null;
  if (!other) return next;
  if (field.choice !== 'none' && next[other].choice !== 'none') {
    next[other] = { ...next[other], choice: 'none' };
  } else if (field.choice === 'none' && next[other].choice === 'none') {
    next[other] = { ...next[other], choice: 'every' };
  }
  return next;
}
