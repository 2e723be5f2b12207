import type { GenColumn } from './gen.schema.js';
import { type GenModel, type GenNames, quote } from './gen.rules.js';

// The generated web files: the api file (the resource's calls and mutations, typed by the
// generated schema) and the admin page on the CRUD kit (ListPage, FormModal, schemaForm), as the
// friend links page is written. The page loads by its menu's component string `<module>/<file>/index`.

const yes = (flag: string) => flag === '1';

/** A dictionary's options as the page names them: `dict.sys_normal_disable`. */
const options = (column: GenColumn) => `dict.${column.dictType}`;

/** The form item of a column, by its 显示类型. */
function formItem(column: GenColumn, kit: Set<string>) {
  const name = quote(column.tsField);
  const label = quote(column.columnComment);
  const item = `fields.item(${name}, ${label})`;
  const dict = Boolean(column.dictType);
  if (column.tsType === 'boolean') {
    kit.add('Switch');
    return `<Form.Item {...${item}} valuePropName="checked">\n  <Switch />\n</Form.Item>`;
  }
  if (column.tsType === 'number') return `{fields.number(${name}, ${label})}`;
  switch (column.htmlType) {
    case 'textarea':
      return `{fields.textArea(${name}, ${label})}`;
    case 'editor':
      kit.add('RichTextEditor');
      return `<Form.Item {...${item}}>\n  <RichTextEditor ariaLabel={${label}} />\n</Form.Item>`;
    case 'datetime':
      kit.add('dateItem');
      return `{dateItem(${item}, ${label})}`;
    case 'imageUpload':
      kit.add('ImageUpload');
      return `<Form.Item {...${item}}>\n  <ImageUpload />\n</Form.Item>`;
    case 'fileUpload':
      kit.add('FileUpload');
      return `<Form.Item {...${item}}>\n  <FileUpload />\n</Form.Item>`;
    case 'radio':
      if (dict) return `{fields.radios(${name}, ${label}, ${options(column)})}`;
      break;
    case 'select':
      if (dict) {
        kit.add('Select');
        return `<Form.Item {...${item}}>\n  <Select options={${options(column)}} placeholder={${quote(`请选择${column.columnComment}`)}} />\n</Form.Item>`;
      }
      break;
    case 'checkbox':
      if (dict) {
        // RuoYi keeps the values checked as one comma-separated string.
        kit.add('Checkbox');
        return `<Form.Item\n  {...${item}}\n  getValueProps={(value?: string) => ({ value: value ? value.split(',') : [] })}\n  normalize={(values: string[]) => values.join(',')}\n>\n  <Checkbox.Group options={${options(column)}} />\n</Form.Item>`;
      }
      break;
  }
  return `{fields.input(${name}, ${label})}`;
}

/** A column of the list's search form. */
function searchField(column: GenColumn) {
  const label = quote(column.columnComment);
  if (column.queryType === 'BETWEEN') return `{ name: 'dateRange', label: ${label}, range: true }`;
  if (column.dictType)
    return `{ name: ${quote(column.tsField)}, label: ${label}, options: ${options(column)} }`;
  return `{ name: ${quote(column.tsField)}, label: ${label} }`;
}

/** A column of the list's table. */
function listColumn(column: GenColumn) {
  const base = `key: ${quote(column.tsField)}, title: ${quote(column.columnComment)}`;
  if (column.dictType) return `{ ${base}, dict: ${options(column)} }`;
  if (column.htmlType === 'datetime') return `{ ${base}, width: 180, render: parseTime }`;
  return `{ ${base}, ellipsis: true }`;
}

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => ' '.repeat(spaces) + line)
    .join('\n');

export function apiFile(m: GenModel, n: GenNames) {
  return `import type * as schema from '@server/modules/${m.table.moduleName}/${n.file}.schema';
import { resourceCalls, resourceMutations } from '@/admin/crud/resource-calls';

// ${m.table.functionName} (\`${n.path}\`).

export type ${n.C}AddInput = schema.${n.C}Body;
export type ${n.C}Row = schema.${n.C}Row;

const ${n.c}Key = [${quote(m.table.moduleName)}, ${quote(n.file)}] as const;
export const ${n.c}ListKey = [...${n.c}Key, 'list'] as const;

export const ${n.c}Api = resourceCalls<
  schema.${n.C}ListQuery,
  schema.${n.C}Table,
  schema.${n.C}Detail,
  ${n.C}AddInput,
  schema.${n.C}UpdateBody
>(${quote(n.path)});

export const ${n.c}Writes = resourceMutations(${n.c}Api, ${n.c}Key);
`;
}

export function pageFile(m: GenModel, n: GenNames) {
  const kit = new Set<string>();
  const inserted = m.columns.filter((column) => yes(column.isInsert) && !yes(column.isPk));
  const items = inserted.map((column) => formItem(column, kit));
  const dictTypes = [
    ...new Set(m.columns.filter((column) => column.dictType).map((column) => column.dictType)),
  ];
  const listed = m.columns.filter((column) => yes(column.isList));
  const searched = m.columns.filter((column) => yes(column.isQuery));
  const usesTime = listed.some((column) => !column.dictType && column.htmlType === 'datetime');
  const antd = ['Checkbox', 'Form', 'Select', 'Switch'].filter(
    (name) => kit.has(name) || (name === 'Form' && items.some((item) => item.startsWith('<Form.Item'))),
  );
  const imports = [
    `import { ${n.C}Body } from '@server/modules/${m.table.moduleName}/${n.file}.schema';`,
    ...(antd.length ? [`import { ${antd.join(', ')} } from 'antd';`] : []),
    ...(kit.has('RichTextEditor')
      ? ["import { RichTextEditor } from '@/admin/components/editor/rich-text-editor';"]
      : []),
    ...(kit.has('FileUpload') ? ["import { FileUpload } from '@/admin/components/upload/file-upload';"] : []),
    ...(kit.has('ImageUpload')
      ? ["import { ImageUpload } from '@/admin/components/upload/image-upload';"]
      : []),
    ...(dictTypes.length ? ["import { useDict } from '@/admin/components/use-dict';"] : []),
    "import { FormModal, useEditForm } from '@/admin/crud/edit-form';",
    ...(kit.has('dateItem') ? ["import { dateItem } from '@/admin/crud/form-items';"] : []),
    "import { ListPage, removeByIds } from '@/admin/crud/list-page';",
    "import { schemaForm } from '@/admin/crud/schema-form';",
    ...(usesTime ? ["import { parseTime } from '@/lib/time';"] : []),
    `import { type ${n.C}AddInput, ${n.c}Api, ${n.c}ListKey, ${n.c}Writes } from '../../../api/${n.file}';`,
  ];
  const fn = m.table.functionName;
  return `${imports.join('\n')}

// ${fn}: the staff list of \`${m.table.tableName}\` with its add / edit dialog.

const fields = schemaForm(${n.C}Body);

export default function ${n.C}Page() {
${dictTypes.length ? `  const dict = useDict(${dictTypes.map(quote).join(', ')});\n` : ''}  const del = ${n.c}Writes.useRemove();
  const edit = useEditForm<${n.C}AddInput>({
    noun: ${quote(fn)},
    idKey: ${quote(n.pk.tsField)},
    add: ${n.c}Writes.useAdd(),
    update: ${n.c}Writes.useUpdate(),
    load: ${n.c}Api.get,
    schema: ${n.C}Body,
  });

  return (
    <ListPage
      perm="${n.permission}"
      rowKey="${n.pk.tsField}"
      source={{ queryKey: ${n.c}ListKey, fetchPage: ${n.c}Api.list }}
      search={[
${searched.map((column) => `        ${searchField(column)},`).join('\n')}
      ]}
      columns={[
${listed.map((column) => `        ${listColumn(column)},`).join('\n')}
      ]}
      onAdd={() => edit.open()}
      onEdit={edit.open}
      remove={removeByIds(${quote(fn)}, del)}
      exportTo={{ url: ${n.c}Api.exportPath, name: ${quote(n.file)} }}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <FormModal {...edit.modal}>
${items.map((item) => indent(item, 8)).join('\n')}
      </FormModal>
    </ListPage>
  );
}
`;
}
