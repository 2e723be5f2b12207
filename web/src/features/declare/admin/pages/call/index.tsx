import { NotificationOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { type DictOption, useDict } from '@/admin/components/use-dict';
import { useResourceList } from '@/admin/crud/admin-resource';
import { type ListColumn, ListPage, type SearchEntry } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { bilingualColumn, periodColumn } from '@/admin/crud/stacked-cell';
import type { CallRow } from '@server/modules/declare/declare.schema';
import { callsResource } from '../../../api/calls-admin';
import { CallFormModal, useCallForm } from '../../components/call-form-modal';
import { PublishModal } from '../../components/publish-modal';

// 申报通知: the calls members declare on (评优评先, 项目申报 …) with how many declared and were
// approved; an award call's approved declarations are announced from here (发布公示).

/** An award call with approved declarations not yet announced. */
const publishable = (call: CallRow) => call.kind === 'award' && call.approved > 0 && !call.publishTime;

type CallDicts = Record<'declare_kind' | 'declare_call_status', DictOption[]>;

const searchFields = (dict: CallDicts): SearchEntry[] => [
  'title',
  { name: 'kind', label: '申报类型', options: dict.declare_kind },
  statusField(dict.declare_call_status, '通知状态'),
];

const columnsOf = (dict: CallDicts): ListColumn<CallRow>[] => [
  bilingualColumn('title', 'titleEs', '申报标题', 260),
  { key: 'kind', title: '类型', dict: dict.declare_kind },
  periodColumn('startTime', 'endTime', '申报时间'),
  { key: 'memberOnly', title: '仅限会员', render: (only: boolean) => (only ? '是' : '否') },
  { key: 'declarations', title: '申报数' },
  { key: 'approved', title: '已通过' },
  {
    key: 'publishTime',
    title: '公示',
    width: 180,
    render: (_, c) =>
      c.publishTime ? (
        <div>
          <div>{c.publishTime} 发布</div>
          <div>公示至 {c.publicityEnd}</div>
        </div>
      ) : (
        '—'
      ),
  },
  { key: 'status', title: '状态', dict: dict.declare_call_status },
];

export default function CallPage() {
  const dict = useDict('declare_kind', 'declare_call_status');
  const edit = useCallForm();
  const list = useResourceList(callsResource);
  const [publishing, setPublishing] = useState<CallRow | null>(null);
  return (
    <ListPage
      {...list}
      search={searchFields(dict)}
      columns={columnsOf(dict)}
      form={edit}
      rowActions={(row) => [
        'edit',
        ...(publishable(row)
          ? [
              {
                label: '发布公示',
                icon: <NotificationOutlined />,
                perm: 'declare:result:publish',
                onClick: () => setPublishing(row),
              },
            ]
          : []),
        'remove',
      ]}
      actionsWidth={240}
    >
      <CallFormModal edit={edit} />
      <PublishModal call={publishing} onClose={() => setPublishing(null)} />
    </ListPage>
  );
}
