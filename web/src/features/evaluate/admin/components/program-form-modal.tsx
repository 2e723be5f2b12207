import { Form, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { ProgramBody } from '@server/modules/evaluate/evaluate.schema';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { DATE_TIME_FORMAT, dateItem } from '@/admin/crud/form-items';
import { schemaForm } from '@/admin/crud/schema-form';
import { programsResource } from '../../api/programs-admin';

// The 添加/修改 dialog of 评价项目: both languages, the levels one may apply for, the fee (typed in
// yuan, kept in fen), the application window, the exam date and how long a certificate stays valid.

const DATE_FORMAT = 'YYYY-MM-DD';
const fields = schemaForm(ProgramBody);

// The JSON-schema keywords of `levels` (TypeBox's types leave them out).
const levelSchema = ProgramBody.properties.levels as unknown as {
  maxItems?: number;
  items: { maxLength?: number };
};
const LEVEL_MAX = levelSchema.items.maxLength ?? 10;
const LEVELS_MAX = levelSchema.maxItems ?? 6;

/** Each level short enough, and not too many of them (the schema's limits). */
const levelsRule: Rule = {
  validator: async (_rule, levels?: string[]) => {
    if (!levels) return;
    if (levels.length > LEVELS_MAX) throw new Error(`等级最多 ${LEVELS_MAX} 个`);
    const long = levels.find((level) => level.length > LEVEL_MAX);
    if (long) throw new Error(`等级“${long}”不能超过${LEVEL_MAX}个字符`);
  },
};

/** The application window ends after it starts. */
const endsAfterStart: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, end?: string) => {
    const start = getFieldValue('applyStart') as string | undefined;
    if (start && end && end <= start) throw new Error('报名截止时间须晚于报名开始时间');
  },
});

export function useProgramForm() {
  return useResourceForm(programsResource, {
    defaults: { levels: ['初级', '中级', '高级'], fee: 0, validYears: 3, status: '0' },
    schema: ProgramBody,
  });
}

/** A date (and time) of the programme. */
const programDate = (
  name: 'applyStart' | 'applyEnd' | 'examDate',
  label: string,
  format: string,
  rules: Rule[] = [],
) => dateItem(fields.item(name, label, { rules }), label, format);

export function ProgramFormModal({ edit }: { edit: ReturnType<typeof useProgramForm> }) {
  const dict = useDict('evaluate_program_status');
  return (
    <FormModal {...edit.modal} width={760} labelWidth="130px">
      {fields.bilingual('name', '项目名称', '名称')}
      <Form.Item
        {...fields.item('levels', '等级', { rules: [levelsRule] })}
        tooltip="按由低到高的顺序填写，回车或逗号分隔"
      >
        <Select
          mode="tags"
          notFoundContent={null}
          tokenSeparators={[',', '，', '、']}
          placeholder="如：初级、中级、高级"
        />
      </Form.Item>
      {fields.money('fee', '评价费用（元）', {
        messageLabel: '评价费用',
        tooltip: '0 为免费；收费项目报名时须上传转账凭证',
      })}
      {programDate('applyStart', '报名开始时间', DATE_TIME_FORMAT)}
      {programDate('applyEnd', '报名截止时间', DATE_TIME_FORMAT, [endsAfterStart])}
      {programDate('examDate', '考试日期', DATE_FORMAT)}
      {fields.number('validYears', '证书有效期（年）', { tooltip: '0 表示长期有效' })}
      {fields.radios('status', '状态', dict.evaluate_program_status)}
      {fields.textArea('requirements', '报考条件', { autoSize: { minRows: 4 } })}
      {fields.textArea('requirementsEs', '英文报考条件', {
        autoSize: { minRows: 3 },
        placeholder: 'Requirements in English (optional)',
      })}
      {fields.remark()}
    </FormModal>
  );
}
