import { EyeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useDict } from '@/admin/components/use-dict';
import { ListPage } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { parseTime } from '@/lib/time';
import { useLogList } from '@/admin/crud/resource-calls';
import { type OperLog, operlog } from '../../../api/operlog';
import { OperlogDetail } from '../../components/operlog-detail';

// 操作日志 (RuoYi views/monitor/operlog).

export default function OperlogPage() {
  const { sys_oper_type, sys_common_status } = useDict('sys_oper_type', 'sys_common_status');
  const [detail, setDetail] = useState<OperLog | null>(null);
  const log = useLogList(operlog, { idNoun: '日志', logNoun: '操作日志', exportName: 'operlog' });

  return (
    <ListPage
      perm="monitor:operlog"
      rowKey="operId"
      {...log}
      search={[
        'operIp',
        'title',
        'operName',
        { name: 'businessType', label: '类型', options: sys_oper_type, placeholder: '操作类型' },
        statusField(sys_common_status, '操作状态'),
        { name: 'dateRange', label: '操作时间', range: true },
      ]}
      columns={[
        { key: 'operId', title: '日志编号' },
        { key: 'title', title: '系统模块', ellipsis: true },
        { key: 'businessType', title: '操作类型', dict: sys_oper_type },
        { key: 'operName', title: '操作人员', width: 110, ellipsis: true, sortable: true },
        { key: 'operIp', title: '操作地址', width: 130, ellipsis: true },
        { key: 'status', title: '操作状态', dict: sys_common_status },
        { key: 'operTime', title: '操作日期', width: 180, sortable: true, render: parseTime },
        {
          key: 'costTime',
          title: '消耗时间',
          width: 110,
          sortable: true,
          render: (value: number) => `${value}毫秒`,
        },
      ]}
      rowActions={(row) => [
        {
          label: '详细',
          icon: <EyeOutlined />,
          perm: 'monitor:operlog:query',
          onClick: () => setDetail(row),
        },
      ]}
    >
      <OperlogDetail row={detail} onClose={() => setDetail(null)} />
    </ListPage>
  );
}
