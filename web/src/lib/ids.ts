/** Ids of a batch action as RuoYi writes them in a path or a message: '1,2,3'. */
export const joinIds = (ids: number | string | readonly (number | string)[]): string =>
  Array.isArray(ids) ? ids.join(',') : String(ids);
