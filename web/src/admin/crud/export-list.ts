import { download, exportFilename } from '@/admin/components/download';

// The 导出 action of an admin list (RuoYi's `proxy.download(url, {...queryParams}, name_时间.xlsx)`).

/**
 * Saves the Excel export of `url` with the list's `params` (without paging: every matching row) as
 * `<name>_<millis>.xlsx`; a failed request is already shown by the request client.
 */
export function exportList(url: string, params: object, name: string): void {
  const all = { ...params, pageNum: undefined, pageSize: undefined };
  void download(url, all, exportFilename(name)).catch(() => undefined);
}
