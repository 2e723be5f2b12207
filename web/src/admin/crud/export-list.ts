import { download, exportFilename } from './download';

// The 导出 action of an admin list (RuoYi's `proxy.download(url, {...queryParams}, name_时间.xlsx)`).

/**
 * Saves the Excel export of `url` with `params` as `<name>_<millis>.xlsx`; a failed request is
 * already shown by the request client, so its rejection is swallowed.
 */
export function exportList(url: string, params: object, name: string): void {
  void download(url, params, exportFilename(name)).catch(() => undefined);
}

/** The list's query without paging (the system lists export every matching row). */
export const withoutPaging = <P extends object>(params: P) => ({
  ...params,
  pageNum: undefined,
  pageSize: undefined,
});
