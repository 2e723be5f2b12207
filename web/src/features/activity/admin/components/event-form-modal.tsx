import { Form, InputNumber, Select, Switch } from 'antd';
import { EventBody } from '@server/modules/activity/activity.schema';
import { ImageUpload } from '@/admin/components/upload/image-upload';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { BilingualBodies, dateItem } from '@/admin/crud/form-items';
import { schemaForm } from '@/admin/crud/schema-form';
import { eventsResource } from '../../api/events-admin';

// The 添加/修改 dialog of 活动列表: both languages, the five times, seats, who may sign up, the fee
// (typed in yuan, kept in fen) and the rules in a rich-text editor per language.

const fields = schemaForm(EventBody);

/** The form's values: the fee in yuan. */
type EventValues = Omit<EventBody, 'fee'> & { fee: number };

/** fen → yuan for the form, yuan → fen for the server (whole fen). */
const toYuan = (fen: number) => fen / 100;
const toFen = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);

export function useEventForm() {
  return useResourceForm<typeof eventsResource, EventValues>(eventsResource, {
    defaults: {
      type: 'training',
      capacity: 0,
      fee: 0,
      hours: 0,
      memberOnly: false,
      needAudit: false,
      status: '0',
      content: '',
      contentEs: '',
    },
    toValues: (answer) => (answer.data ? { ...answer.data, fee: toYuan(answer.data.fee) } : {}),
    toBody: (values) => ({ ...values, fee: toFen(values.fee) }),
    schema: EventBody,
  });
}

type TimeName = 'startTime' | 'endTime' | 'signStart' | 'signEnd' | 'cancelDeadline';

/** A time of the event. */
const timeItem = (name: TimeName, label: string) => dateItem(fields.item(name, label), label);

export function EventFormModal({ edit }: { edit: ReturnType<typeof useEventForm> }) {
  const dict = useDict('activity_type', 'activity_status');
  return (
    <FormModal {...edit.modal} width={900} labelWidth="120px">
      {fields.bilingual('title', '活动标题', '标题')}
      <Form.Item {...fields.item('type', '活动类型')}>
        <Select options={dict.activity_type} placeholder="请选择活动类型" />
      </Form.Item>
      {fields.input('location', '地点', { placeholder: '地址或线上会议链接' })}
      {timeItem('startTime', '开始时间')}
      {timeItem('endTime', '结束时间')}
      {timeItem('signStart', '报名开始时间')}
      {timeItem('signEnd', '报名截止时间')}
      {timeItem('cancelDeadline', '取消截止时间')}
      {fields.number('capacity', '名额', { tooltip: '0 表示不限名额；额满后报名进入候补' })}
      <Form.Item label="费用（元）" name="fee" tooltip="0 为免费；收费活动报名后转账并上传凭证">
        <InputNumber min={0} max={1_000_000} precision={2} />
      </Form.Item>
      {fields.number('hours', '学时', { tooltip: '大于 0 时签到者可打印学时证明' })}
      <Form.Item label="仅限会员" name="memberOnly" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="需要审核" name="needAudit" valuePropName="checked">
        <Switch />
      </Form.Item>
      {fields.radios('status', '状态', dict.activity_status)}
      <Form.Item label="封面" name="cover">
        <ImageUpload limit={1} />
      </Form.Item>
      <BilingualBodies label="活动介绍" placeholder="请输入活动介绍与报名须知" />
      {fields.remark()}
    </FormModal>
  );
}
