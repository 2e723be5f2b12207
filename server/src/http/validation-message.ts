import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

interface SchemaWithTitle {
  title?: string;
  properties?: Record<string, { title?: string }>;
}

/** The field's `title` from its schema (e.g. 手机号), else its name. */
function fieldLabel(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const parent = (error as { parentSchema?: SchemaWithTitle }).parentSchema;
  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    return parent?.properties?.[name]?.title ?? name;
  }
  return parent?.title ?? (error.instancePath.replace(/^\//, '').replace(/\//g, '.') || '请求参数');
}

/** Turns an Ajv error into a message that names the field, in the site's language. */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  // A failed union reports each branch first; the union's own error carries the field's title.
  const error = errors.find((candidate) => candidate.keyword === 'anyOf') ?? errors[0];
  if (!error) return '请求参数不正确';
  const params = error.params as Record<string, unknown>;
  const field = fieldLabel(error);
  switch (error.keyword) {
    case 'required':
      return `${field}不能为空`;
    case 'minLength':
      return params.limit === 1 ? `${field}不能为空` : `${field}长度不能少于${params.limit}个字符`;
    case 'maxLength':
      return `${field}长度不能超过${params.limit}个字符`;
    case 'pattern':
    case 'format':
      return `${field}格式不正确`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `${field}取值不正确`;
    case 'minimum':
      return `${field}不能小于${params.limit}`;
    case 'maximum':
      return `${field}不能大于${params.limit}`;
    case 'type':
      return `${field}类型不正确`;
    case 'minItems':
      return `${field}不能少于${params.limit}项`;
    case 'maxItems':
      return `${field}不能多于${params.limit}项`;
    default:
      return `${field}不正确`;
  }
}

/** The form field (top-level property) the first error is about, '' for the body as a whole. */
export function validationField(errors: FastifySchemaValidationError[]): string {
  const error = errors.find((candidate) => candidate.keyword === 'anyOf') ?? errors[0];
  if (!error) return '';
  const [field] = error.instancePath.split('/').filter(Boolean);
  if (field !== undefined || error.keyword !== 'required') return field ?? '';
  return String((error.params as Record<string, unknown>).missingProperty);
}
