import type { Generated } from 'kysely';
import type { AuditColumns } from '../system/system.table.js';

/** RuoYi's '1' / '0' flags of a generator column (yes / no). */
export type GenFlag = '0' | '1';

/** A table imported into the code generator, with what the generated module is called. */
export interface GenTableTable extends AuditColumns {
  tableId: Generated<number>;
  tableName: string;
  tableComment: Generated<string>;
  className: string;
  tplCategory: Generated<string>;
  moduleName: string;
  businessName: string;
  functionName: string;
  functionAuthor: Generated<string>;
  parentMenuId: Generated<number>;
}

/** One column of an imported table and how the generated code treats it. */
export interface GenTableColumnTable extends AuditColumns {
  columnId: Generated<number>;
  tableId: number;
  columnName: string;
  columnComment: Generated<string>;
  columnType: Generated<string>;
  tsType: Generated<string>;
  tsField: string;
  /** The longest text the column holds (varchar(n)), null when unbounded or not text. */
  maxLength: number | null;
  /** What the live column is: may it hold null, does the database fill it when left out. */
  isNullable: Generated<GenFlag>;
  hasDefault: Generated<GenFlag>;
  isPk: Generated<GenFlag>;
  isIncrement: Generated<GenFlag>;
  isRequired: Generated<GenFlag>;
  isInsert: Generated<GenFlag>;
  isEdit: Generated<GenFlag>;
  isList: Generated<GenFlag>;
  isQuery: Generated<GenFlag>;
  queryType: Generated<string>;
  htmlType: Generated<string>;
  dictType: Generated<string>;
  sort: Generated<number>;
}
