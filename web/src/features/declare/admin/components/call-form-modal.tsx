import { Form, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { CallBody } from '@server/modules/declare/declare.schema';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { BilingualBodies, dateItem } from '@/admin/crud/form-items';
import { schemaForm } from '@/admin/crud/schema-form';
import { callsResource } from '../../api/calls-admin';

// The 添加/修改 dialog of 申报通知: both languages, the kind (评优评先, 项目申报 …), the window, the
// files a declaration must carry, whether only members may declare, and the rules in a rich-text
// editor per language.

const fields = schemaForm(CallBody);

export function useCallForm() {
  return useResourceForm(callsResource, {
    defaults: { kind: 'award', memberOnly: true, status: '0', content: '', contentEs: '' },
    schema: CallBody,
  });
}

/** The window closes after it opens. */
const endsAfterStart: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, end?: string) => {
    const start = getFieldValue('startTime') as string | undefined;
    if (start && end && end <= start) throw new Error('申报截止时间须晚于申报开始时间');
  },
});

/** A time of the window. */
const timeItem = (name: 'startTime' | 'endTime', label: string, rules: Rule[] = []) =>
  dateItem(fields.item(name, label, { rules }), label);

export function CallFormModal({ edit }: { edit: ReturnType<typeof useCallForm> }) {
  const dict = useDict('declare_kind', 'declare_call_status');
  return (
    <FormModal {...edit.modal} width={900} labelWidth="120px">
      {fields.bilingual('title', '申报标题', '标题')}
      <Form.Item {...fields.item('kind', '申报类型')} tooltip="评优评先类的通过名单可发布公示">
        <Select options={dict.declare_kind} placeholder="请选择申报类型" />
      </Form.Item>
      {timeItem('startTime', '申报开始时间')}
      {timeItem('endTime', '申报截止时间', [endsAfterStart])}
      {fields.textArea('requiredFiles', '所需材料', {
        placeholder: '每行一项，如：\n申报书\n业绩证明',
        autoSize: { minRows: 3 },
      })}
      <Form.Item label="仅限会员" name="memberOnly" valuePropName="checked">
        <Switch />
      </Form.Item>
      {fields.radios('status', '状态', dict.declare_call_status)}
      <BilingualBodies label="申报说明" placeholder="请输入申报范围、条件与评审办法" />
      {fields.remark()}
    </FormModal>
  );
}
