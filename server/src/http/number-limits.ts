import type { Plugin, SchemaValidateFunction } from 'ajv';

// Ajv checks `minimum` and `maximum` only on finite numbers, trusting its type check to have
// refused the rest; but a query or path value it coerces from text ('1e309', '-Infinity') becomes
// an infinite number after that check and passed every limit (a page size of Infinity reached SQL).
// These two keywords replace Ajv's own and hold for every number, whatever its origin.

/** Fastify's `ajv.plugins` entry. */
export const numberLimits: Plugin<unknown> = (ajv) => {
  for (const keyword of ['minimum', 'maximum'] as const) {
    ajv.removeKeyword(keyword);
    const check: SchemaValidateFunction = (limit: number, data: unknown, parentSchema) => {
      const within = typeof data !== 'number' || (keyword === 'minimum' ? data >= limit : data <= limit);
      // Shaped as Ajv's own error (with verbose), so the message names the field and its limit.
      check.errors = within
        ? []
        : [
            {
              keyword,
              params: { limit },
              parentSchema,
              message: `must be ${keyword === 'minimum' ? '>=' : '<='} ${limit}`,
            },
          ];
      return within;
    };
    ajv.addKeyword({ keyword, schemaType: 'number', errors: true, validate: check });
  }
  return ajv;
};
