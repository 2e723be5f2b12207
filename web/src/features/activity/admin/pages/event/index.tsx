import { ScanOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { type DictOption, useDict } from '@/admin/components/use-dict';
import { useResourceList } from '@/admin/crud/admin-resource';
import { type ListColumn, ListPage, type SearchEntry } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { bilingualColumn } from '@/admin/crud/stacked-cell';
import { paths } from '@/config/paths';
import { formatFen } from '@/lib/money';
import type { EventRow } from '@server/modules/activity/activity.schema';
import { eventsResource } from '../../../api/events-admin';
import { EventFormModal, useEventForm } from '../../components/event-form-modal';

// 活动列表: the events with their seats, waiting line and sign-ups awaiting approval, and the way to
// each one's check-in desk; an event with sign-ups is cancelled (状态 已取消, everyone told by SMS),
// not deleted.

/** 已报名 / 名额 (不限), with the waiting line and those awaiting approval. */
const seats = (event: EventRow) =>
  [
    `${event.registered} / ${event.capacity > 0 ? event.capacity : '不限'}`,
    event.waiting > 0 ? `候补 ${event.waiting}` : '',
    event.pending > 0 ? `待审 ${event.pending}` : '',
  ]
    .filter(Boolean)
    .join('，');

type EventDicts = Record<'activity_type' | 'activity_status', DictOption[]>;

const searchFields = (dict: EventDicts): SearchEntry[] => [
  'title',
  { name: 'type', label: '活动类型', options: dict.activity_type },
  statusField(dict.activity_status, '活动状态'),
];

const columnsOf = (dict: EventDicts): ListColumn<EventRow>[] => [
  bilingualColumn('title', 'titleEs', '活动标题', 260),
  { key: 'type', title: '类型', dict: dict.activity_type },
  { key: 'startTime', title: '开始时间', width: 170 },
  { key: 'location', title: '地点', ellipsis: true },
  { key: 'registered', title: '报名 / 名额', render: (_, e) => seats(e) },
  { key: 'fee', title: '费用', render: (fee: number) => (fee > 0 ? formatFen(fee) : '免费') },
  { key: 'memberOnly', title: '仅限会员', render: (only: boolean) => (only ? '是' : '否') },
  { key: 'status', title: '状态', dict: dict.activity_status },
];

export default function EventPage() {
  const dict = useDict('activity_type', 'activity_status');
  const edit = useEventForm();
  const list = useResourceList(eventsResource);
  const navigate = useNavigate();
  return (
    <ListPage
      {...list}
      search={searchFields(dict)}
      columns={columnsOf(dict)}
      form={edit}
      rowActions={(row) => [
        'edit',
        {
          label: '签到',
          icon: <ScanOutlined />,
          perm: 'activity:sign:checkin',
          onClick: () => void navigate(paths.admin.eventCheckin.getHref(row.activityId)),
        },
        'remove',
      ]}
      actionsWidth={220}
    >
      <EventFormModal edit={edit} />
    </ListPage>
  );
}
