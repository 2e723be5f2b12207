import { GenTableUpdateBody, HTML_TYPES, QUERY_TYPES, TS_TYPES } from '@server/modules/tool/gen.schema';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, Select, Space, Spin, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { msgSuccess, quietly } from '@/admin/components/feedback';
import { schemaForm } from '@/admin/crud/schema-form';
import {
  type GenColumn,
  type GenColumnEdit,
  type GenTableRow,
  type GenTableUpdateBody as UpdateBody,
  genApi,
  genTableKey,
  genWrites,
} from '../../../api/gen';

// 修改生成配置 (RuoYi-Vue3 src/views/tool/gen/editTable.vue): the table's names (基本信息,
// 生成信息) and, per column, its label, TypeScript type, list / form / search flags, search mode,
// form control and dictionary (字段信息). 提交 saves everything and goes back to the list.

const fields = schemaForm(GenTableUpdateBody);
const LIST_PATH = '/tool/gen';

type Info = Omit<UpdateBody, 'tableId' | 'columns'>;
const GENERATION_FIELDS = ['moduleName', 'businessName', 'functionName', 'parentMenuId'];

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const FLAGS = [
  ['isInsert', '插入'],
  ['isEdit', '编辑'],
  ['isList', '列表'],
  ['isQuery', '查询'],
] as const;
const QUERY_LABELS: Record<string, string> = {
  EQ: '=',
  NE: '!=',
  GT: '>',
  GTE: '>=',
  LT: '<',
  LTE: '<=',
  LIKE: 'LIKE',
  BETWEEN: 'BETWEEN',
};
const HTML_LABELS: Record<string, string> = {
  input: '文本框',
  textarea: '文本域',
  select: '下拉框',
  radio: '单选框',
  checkbox: '复选框',
  datetime: '日期控件',
  imageUpload: '图片上传',
  fileUpload: '文件上传',
  editor: '富文本控件',
};

/** What the save sends of a column: only what staff may change. */
const columnEdit = (column: GenColumn): GenColumnEdit => ({
  columnId: column.columnId,
  columnComment: column.columnComment,
  tsType: column.tsType as GenColumnEdit['tsType'],
  isRequired: column.isRequired as GenColumnEdit['isRequired'],
  isInsert: column.isInsert as GenColumnEdit['isInsert'],
  isEdit: column.isEdit as GenColumnEdit['isEdit'],
  isList: column.isList as GenColumnEdit['isList'],
  isQuery: column.isQuery as GenColumnEdit['isQuery'],
  queryType: column.queryType as GenColumnEdit['queryType'],
  htmlType: column.htmlType as GenColumnEdit['htmlType'],
  dictType: column.dictType,
});

function ColumnGrid({
  columns,
  dictTypes,
  onChange,
}: {
  columns: GenColumn[];
  dictTypes: { value: string; label: string }[];
  onChange: (columnId: number, change: Partial<GenColumn>) => void;
}) {
  /** A column editing one field of each row in `control`, its box labelled "<column name> <label>". */
  const editable = (
    key: string,
    label: string,
    width: number,
    control: (column: GenColumn, ariaLabel: string) => ReactNode,
  ) => ({
    key,
    title: label,
    width,
    render: (_: unknown, column: GenColumn) => control(column, `${column.columnName} ${label}`),
  });
  const flag = (key: (typeof FLAGS)[number][0] | 'isRequired', label: string) => ({
    ...editable(key, label, 60, (column, ariaLabel) => (
      <Checkbox
        aria-label={ariaLabel}
        checked={column[key] === '1'}
        onChange={(event) => onChange(column.columnId, { [key]: event.target.checked ? '1' : '0' })}
      />
    )),
    align: 'center' as const,
  });
  const select = (
    key: 'tsType' | 'queryType' | 'htmlType',
    label: string,
    options: { value: string; label: string }[],
  ) =>
    editable(key, label, 130, (column, ariaLabel) => (
      <Select
        aria-label={ariaLabel}
        value={column[key]}
        options={options}
        style={{ width: '100%' }}
        onChange={(value: string) => onChange(column.columnId, { [key]: value })}
      />
    ));
  const grid: ColumnsType<GenColumn> = [
    { key: 'sort', title: '序号', width: 60, align: 'center', dataIndex: 'sort' },
    { key: 'columnName', title: '字段列名', width: 150, dataIndex: 'columnName', ellipsis: true },
    editable('columnComment', '字段描述', 160, (column, ariaLabel) => (
      <Input
        aria-label={ariaLabel}
        value={column.columnComment}
        maxLength={500}
        onChange={(event) => onChange(column.columnId, { columnComment: event.target.value })}
      />
    )),
    { key: 'columnType', title: '物理类型', width: 130, dataIndex: 'columnType', ellipsis: true },
    select('tsType', 'TS类型', choices(TS_TYPES)),
    { key: 'tsField', title: 'TS属性', width: 130, dataIndex: 'tsField', ellipsis: true },
    ...FLAGS.map(([key, label]) => flag(key, label)),
    select(
      'queryType',
      '查询方式',
      QUERY_TYPES.map((value) => ({ value, label: QUERY_LABELS[value] })),
    ),
    flag('isRequired', '必填'),
    select(
      'htmlType',
      '显示类型',
      HTML_TYPES.map((value) => ({ value, label: HTML_LABELS[value] })),
    ),
    editable('dictType', '字典类型', 160, (column, ariaLabel) => (
      <Select
        aria-label={ariaLabel}
        value={column.dictType || undefined}
        options={dictTypes}
        allowClear
        showSearch
        placeholder="请选择"
        style={{ width: '100%' }}
        onChange={(value?: string) => onChange(column.columnId, { dictType: value ?? '' })}
      />
    )),
  ];
  return (
    <Table<GenColumn>
      rowKey="columnId"
      size="small"
      columns={grid}
      dataSource={columns}
      pagination={false}
      scroll={{ x: 1500 }}
    />
  );
}

function EditTable({ info, rows }: { info: GenTableRow; rows: GenColumn[] }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Info>();
  const [columns, setColumns] = useState(rows);
  const [tab, setTab] = useState('columns');
  const dictTypes = useQuery({ queryKey: ['tool', 'gen', 'dictTypes'], queryFn: genApi.dictTypes });
  const update = genWrites.useUpdate();

  const change = (columnId: number, patch: Partial<GenColumn>) =>
    setColumns((all) =>
      all.map((column) => (column.columnId === columnId ? { ...column, ...patch } : column)),
    );

  const submit = async () => {
    const values = await form
      .validateFields()
      .catch(({ errorFields }: { errorFields: { name: string[] }[] }) => {
        // Show the tab of the first wrong field.
        setTab(GENERATION_FIELDS.includes(errorFields[0]?.name[0]) ? 'generation' : 'basic');
        return null;
      });
    if (!values) return;
    const body = { ...values, tableId: info.tableId, columns: columns.map(columnEdit) };
    if ((await quietly(() => update.mutateAsync(body))) === undefined) return;
    msgSuccess('修改成功');
    void navigate(LIST_PATH);
  };

  const basic = (
    <>
      <Form.Item label="表名称">
        <Input value={info.tableName} disabled />
      </Form.Item>
      {fields.input('tableComment', '表描述')}
      {fields.input('className', '实体类名称', { tooltip: '生成的类型名，如 Links → LinksRow、LinksBody' })}
      {fields.input('functionAuthor', '作者')}
      {fields.remark()}
    </>
  );
  const generation = (
    <>
      {fields.input('moduleName', '生成模块名', {
        tooltip: '服务端 modules/<模块名>、前端 features/<模块名>',
      })}
      {fields.input('businessName', '生成业务名', { tooltip: '文件名与接口路径 /<模块名>/<业务名>' })}
      {fields.input('functionName', '生成功能名', { tooltip: '菜单与日志中的名称' })}
      {fields.number('parentMenuId', '上级菜单编号', {
        tooltip: '菜单 SQL 中的上级菜单，默认 3（系统工具）',
      })}
    </>
  );
  const dictOptions = (dictTypes.data?.data ?? []).map((type) => ({
    value: type.dictType,
    label: `${type.dictName}（${type.dictType}）`,
  }));

  return (
    <Card>
      <Form
        form={form}
        name="gen"
        aria-label="生成配置"
        labelCol={{ flex: '120px' }}
        style={{ maxWidth: tab === 'columns' ? undefined : 720 }}
        initialValues={{
          tableComment: info.tableComment,
          className: info.className,
          functionAuthor: info.functionAuthor,
          remark: info.remark,
          moduleName: info.moduleName,
          businessName: info.businessName,
          functionName: info.functionName,
          parentMenuId: info.parentMenuId,
        }}
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'basic', label: '基本信息', forceRender: true, children: basic },
            {
              key: 'columns',
              label: '字段信息',
              children: <ColumnGrid columns={columns} dictTypes={dictOptions} onChange={change} />,
            },
            { key: 'generation', label: '生成信息', forceRender: true, children: generation },
          ]}
        />
      </Form>
      <Space style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
        <Button type="primary" loading={update.isPending} onClick={() => void submit()}>
          提交
        </Button>
        <Button onClick={() => void navigate(LIST_PATH)}>返回</Button>
      </Space>
    </Card>
  );
}

export default function GenEditPage() {
  const tableId = Number(useParams().tableId);
  const detail = useQuery({
    queryKey: genTableKey(tableId),
    queryFn: () => genApi.get(tableId),
    staleTime: 0,
  });
  const data = detail.data?.data;
  if (!data) return <Spin spinning style={{ display: 'block', margin: '48px auto' }} />;
  // Keyed by the table, so opening another table starts from its own settings.
  return <EditTable key={data.info.tableId} info={data.info} rows={data.rows} />;
}
