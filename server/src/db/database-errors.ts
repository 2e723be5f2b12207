// Driver errors a request can still provoke past its schema (a row that vanished between a check
// and a write, two writes racing for one unique key) and what the client is told. Codes are
// PostgreSQL's SQLSTATEs and better-sqlite3's extended result codes.

const MESSAGES: Record<string, string> = {
  '23503': '关联的数据不存在或仍被引用',
  SQLITE_CONSTRAINT_FOREIGNKEY: '关联的数据不存在或仍被引用',
  '23505': '数据已存在，请勿重复提交',
  SQLITE_CONSTRAINT_UNIQUE: '数据已存在，请勿重复提交',
  SQLITE_CONSTRAINT_PRIMARYKEY: '数据已存在，请勿重复提交',
  // Values PostgreSQL refuses: a NUL byte, a number beyond its column, malformed text for its type.
  '22021': '请求参数包含非法字符',
  '22P05': '请求参数包含非法字符',
  '22003': '请求参数超出范围',
  '22P02': '请求参数格式不正确',
  '22001': '请求参数长度超出限制',
};

/** The message for a database error that the client's input caused, or undefined for any other error. */
export function clientMessageOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
}

const UNIQUE_VIOLATIONS = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** Whether two writes raced for one unique key and this one lost. */
export const isUniqueViolation = (error: unknown) =>
  UNIQUE_VIOLATIONS.has(String((error as { code?: unknown } | null)?.code));
