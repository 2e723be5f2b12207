import { UnlockOutlined } from '@ant-design/icons';
import { confirmThen } from '@/admin/components/feedback';
import { useDict } from '@/admin/components/use-dict';
import { ListPage } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { parseTime } from '@/lib/time';
import { useLogList } from '@/admin/crud/resource-calls';
import { logininfor, useUnlockLogininfor } from '../../../api/logininfor';

// 登录日志 (RuoYi views/monitor/logininfor): 解锁 lifts the lock of the checked row's account.

export default function LogininforPage() {
  const { sys_common_status } = useDict('sys_common_status');
  const log = useLogList(logininfor, { idNoun: '访问', logNoun: '登录日志', exportName: 'logininfor' });
  const unlock = useUnlockLogininfor();

  return (
    <ListPage
      perm="monitor:logininfor"
      rowKey="infoId"
      {...log}
      search={[
        { name: 'ipaddr', label: '登录地址' },
        'userName',
        statusField(sys_common_status, '登录状态'),
        { name: 'dateRange', label: '登录时间', range: true },
      ]}
      columns={[
        { key: 'infoId', title: '访问编号' },
        { key: 'userName', title: '用户名称', ellipsis: true, sortable: true },
        { key: 'ipaddr', title: '地址', ellipsis: true },
        { key: 'loginLocation', title: '登录地点', ellipsis: true },
        { key: 'os', title: '操作系统', ellipsis: true },
        { key: 'browser', title: '浏览器', ellipsis: true },
        { key: 'status', title: '登录状态', dict: sys_common_status },
        { key: 'msg', title: '描述', ellipsis: true },
        { key: 'loginTime', title: '访问时间', width: 180, sortable: true, render: parseTime },
      ]}
      buttons={[
        {
          label: '解锁',
          icon: <UnlockOutlined />,
          perm: 'monitor:logininfor:unlock',
          needs: 'one',
          onClick: ([{ userName }]) =>
            void confirmThen(
              `是否确认解锁用户"${userName}"数据项?`,
              () => unlock.mutateAsync(userName),
              `用户${userName}解锁成功`,
            ),
        },
      ]}
    />
  );
}
