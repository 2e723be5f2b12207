import { LevelBody } from '@server/modules/member/level.schema';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm, useResourceList } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { schemaForm } from '@/admin/crud/schema-form';
import { statusField } from '@/admin/crud/search-form';
import { statusColumn } from '@/admin/crud/status-switch';
import { useHasPermi } from '@/lib/access';
import { formatFen } from '@/lib/money';
import { type LevelBody as LevelInput, type LevelRow, levelResource } from '../../../api/level';

// 会员等级: the levels applicants choose from, with the fee (typed in yuan, kept in fen), the
// membership's length in months and the benefits in both languages.

const fields = schemaForm(LevelBody);

export default function LevelPage() {
  const dict = useDict('sys_normal_disable', 'member_kind');
  const canEdit = useHasPermi(['member:level:edit']);
  const update = levelResource.writes.useUpdate();
  const list = useResourceList(levelResource);
  const edit = useResourceForm(levelResource, {
    defaults: { kind: 'personal', fee: 0, periodMonths: 12, orderNum: 0, status: '0' },
    schema: LevelBody,
  });

  return (
    <ListPage
      {...list}
      search={['levelName', 'kind', statusField(dict.sys_normal_disable, '等级状态')]}
      columns={[
        { key: 'levelName', title: '等级名称' },
        { key: 'levelEsName', title: '英文名称', ellipsis: true },
        { key: 'kind', title: '会员类型', dict: dict.member_kind },
        { key: 'fee', title: '会费', render: formatFen },
        { key: 'periodMonths', title: '会籍期限（月）' },
        { key: 'orderNum', title: '显示顺序', width: 90 },
        statusColumn(
          (l: LevelRow) => `"${l.levelName}"等级`,
          (l, status) => update.mutateAsync({ ...l, kind: l.kind as LevelInput['kind'], status }),
          () => !canEdit,
        ),
        createTimeColumn(),
      ]}
      form={edit}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <FormModal {...edit.modal} width={640} labelWidth="120px">
        {fields.radios('kind', '会员类型', dict.member_kind)}
        {fields.input('levelName', '等级名称')}
        {fields.input('levelEsName', '英文名称')}
        {fields.money('fee', '会费（元）', { messageLabel: '会费' })}
        {fields.number('periodMonths', '会籍期限（月）')}
        {fields.textArea('benefits', '会员权益', { autoSize: { minRows: 3 } })}
        {fields.textArea('benefitsEs', '英文会员权益', { autoSize: { minRows: 3 } })}
        {fields.number('orderNum', '显示顺序')}
        {fields.radios('status', '状态', dict.sys_normal_disable)}
        {fields.remark()}
      </FormModal>
    </ListPage>
  );
}
