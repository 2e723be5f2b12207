import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/** Turns an Ajv error into a message that names the field, in the site's language. */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  const error = errors[0];
  if (!error) return '请求参数不正确';
  const params = error.params as Record<string, unknown>;
  const field = String(params.missingProperty ?? error.instancePath.replace(/^\//, '').replace(/\//g, '.')) || '请求体';
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
      return `${field}取值不正确`;
    case 'minimum':
      return `${field}不能小于${params.limit}`;
    case 'maximum':
      return `${field}不能大于${params.limit}`;
    case 'type':
      return `${field}类型不正确`;
    case 'additionalProperties':
      return `不支持的参数${String(params.additionalProperty)}`;
    default:
      return `${field}不正确`;
  }
}
