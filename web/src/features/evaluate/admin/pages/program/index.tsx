import { type DictOption, useDict } from '@/admin/components/use-dict';
import { useResourceList } from '@/admin/crud/admin-resource';
import { type ListColumn, ListPage, type SearchEntry } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { bilingualColumn, periodColumn } from '@/admin/crud/stacked-cell';
import { formatFen } from '@/lib/money';
import type { ProgramRow } from '@server/modules/evaluate/evaluate.schema';
import { programsResource } from '../../../api/programs-admin';
import { ProgramFormModal, useProgramForm } from '../../components/program-form-modal';

// 评价项目: the ability-evaluation programmes applicants choose from, with their levels, fee,
// application window and exam date, and how many applied and were certified.

const searchFields = (statuses: DictOption[]): SearchEntry[] => ['name', statusField(statuses, '项目状态')];

const columnsOf = (statuses: DictOption[]): ListColumn<ProgramRow>[] => [
  bilingualColumn('name', 'nameEs', '项目名称', 240),
  { key: 'levels', title: '等级', render: (levels: string[]) => levels.join('、') },
  { key: 'fee', title: '评价费用', render: (fee: number) => (fee > 0 ? formatFen(fee) : '免费') },
  periodColumn('applyStart', 'applyEnd', '报名时间'),
  { key: 'examDate', title: '考试日期', width: 110 },
  { key: 'applications', title: '报名人数' },
  { key: 'certified', title: '已认证' },
  { key: 'status', title: '状态', dict: statuses },
];

export default function ProgramPage() {
  const dict = useDict('evaluate_program_status');
  const edit = useProgramForm();
  const list = useResourceList(programsResource);
  return (
    <ListPage
      {...list}
      search={searchFields(dict.evaluate_program_status)}
      columns={columnsOf(dict.evaluate_program_status)}
      form={edit}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <ProgramFormModal edit={edit} />
    </ListPage>
  );
}
