import { DeleteOutlined } from '@ant-design/icons';
import { confirmThen } from '@/admin/components/feedback';
import { ListPage } from '@/admin/crud/list-page';
import { parseTime } from '@/lib/time';
import { listOnline, type OnlineQuery, onlineKeys, useForceLogout } from '../../../api/online';

// 在线用户 (RuoYi views/monitor/online): every session at once, paged here; 强退 ends one.

export default function OnlineUserPage() {
  const forceLogout = useForceLogout();

  return (
    <ListPage
      perm="monitor:online"
      rowKey="tokenId"
      source={{
        queryKey: [...onlineKeys.all, 'list'],
        fetchAll: (query: OnlineQuery) => listOnline(query).then((r) => r.rows),
      }}
      search={[
        { name: 'ipaddr', label: '登录地址' },
        { name: 'userName', label: '用户名称' },
      ]}
      rowNumbers
      columns={[
        { key: 'tokenId', title: '会话编号', ellipsis: true },
        { key: 'userName', title: '登录名称', ellipsis: true },
        { key: 'ipaddr', title: '主机', ellipsis: true },
        { key: 'loginLocation', title: '登录地点', ellipsis: true },
        { key: 'browser', title: '浏览器', ellipsis: true },
        { key: 'os', title: '操作系统', ellipsis: true },
        { key: 'loginTime', title: '登录时间', width: 180, render: parseTime },
      ]}
      rowActions={(row) => [
        {
          label: '强退',
          icon: <DeleteOutlined />,
          perm: 'monitor:online:forceLogout',
          onClick: () =>
            void confirmThen(
              `是否确认强退名称为"${row.userName}"的用户？`,
              () => forceLogout.mutateAsync(row.tokenId),
              '删除成功',
            ),
        },
      ]}
    />
  );
}
