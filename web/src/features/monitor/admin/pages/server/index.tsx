import {
  CloudServerOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  HddOutlined,
  NodeIndexOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Spin, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type ServerInfo, type ServerSysFile, serverQueryOptions } from '../../../api/server';
import styles from './server.module.css';

// 服务监控 (RuoYi views/monitor/server): CPU, memory (machine and Node heap), server, Node
// process and disks. RuoYi's "JVM" column describes the Node process here.

const danger = (usage: number | undefined, text: ReactNode) =>
  usage !== undefined && usage > 80 ? <Typography.Text type="danger">{text}</Typography.Text> : text;

function KeyValueTable({ head, rows }: { head?: string[]; rows: [string, ...ReactNode[]][] }) {
  return (
    <table className={styles.table}>
      {head && (
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map(([label, ...cells]) => (
          <tr key={label}>
            <td>{label}</td>
            {cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PairTable({ rows }: { rows: [string, ReactNode, string?, ReactNode?][] }) {
  return (
    <table className={styles.table}>
      <tbody>
        {rows.map(([label, value, label2, value2]) => (
          <tr key={label}>
            <td className={styles.label}>{label}</td>
            {label2 === undefined ? (
              <td colSpan={3}>{value}</td>
            ) : (
              <>
                <td>{value}</td>
                <td className={styles.label}>{label2}</td>
                <td>{value2}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const diskColumns: TableColumnsType<ServerSysFile> = [
  { title: '盘符路径', dataIndex: 'dirName' },
  { title: '文件系统', dataIndex: 'sysTypeName' },
  { title: '盘符类型', dataIndex: 'typeName' },
  { title: '总大小', dataIndex: 'total' },
  { title: '可用大小', dataIndex: 'free' },
  { title: '已用大小', dataIndex: 'used' },
  { title: '已用百分比', dataIndex: 'usage', render: (usage: number) => danger(usage, `${usage}%`) },
];

const cardTitle = (icon: ReactNode, text: string) => (
  <Space size={6}>
    {icon}
    <span>{text}</span>
  </Space>
);

function ServerCards({ server }: { server: ServerInfo | undefined }) {
  const { cpu, mem, jvm, sys, sysFiles } = server ?? {};
  return (
    <div className={styles.grid}>
      <Card title={cardTitle(<CloudServerOutlined />, 'CPU')} size="small">
        <KeyValueTable
          head={['属性', '值']}
          rows={[
            ['核心数', cpu?.cpuNum],
            ['用户使用率', cpu && `${cpu.used}%`],
            ['系统使用率', cpu && `${cpu.sys}%`],
            ['当前空闲率', cpu && `${cpu.free}%`],
          ]}
        />
      </Card>
      <Card title={cardTitle(<DatabaseOutlined />, '内存')} size="small">
        <KeyValueTable
          head={['属性', '内存', 'Node 堆']}
          rows={[
            ['总内存', mem && `${mem.total}G`, jvm && `${jvm.total}M`],
            ['已用内存', mem && `${mem.used}G`, jvm && `${jvm.used}M`],
            ['剩余内存', mem && `${mem.free}G`, jvm && `${jvm.free}M`],
            ['使用率', mem && danger(mem.usage, `${mem.usage}%`), jvm && danger(jvm.usage, `${jvm.usage}%`)],
          ]}
        />
      </Card>
      <Card className={styles.wide} title={cardTitle(<DesktopOutlined />, '服务器信息')} size="small">
        <PairTable
          rows={[
            ['服务器名称', sys?.computerName, '操作系统', sys?.osName],
            ['服务器IP', sys?.computerIp, '系统架构', sys?.osArch],
          ]}
        />
      </Card>
      <Card className={styles.wide} title={cardTitle(<NodeIndexOutlined />, 'Node 进程信息')} size="small">
        <PairTable
          rows={[
            ['Node名称', jvm?.name, 'Node版本', jvm?.version],
            ['启动时间', jvm?.startTime, '运行时长', jvm?.runTime],
            ['安装路径', jvm?.home],
            ['项目路径', sys?.userDir],
            ['运行参数', jvm?.inputArgs],
          ]}
        />
      </Card>
      <Card className={styles.wide} title={cardTitle(<HddOutlined />, '磁盘状态')} size="small">
        <Table<ServerSysFile>
          rowKey={(row) => row.dirName}
          columns={diskColumns}
          dataSource={sysFiles ?? []}
          pagination={false}
          size="small"
          aria-label="磁盘状态"
        />
      </Card>
    </div>
  );
}

export default function ServerMonitorPage() {
  const { data, isFetching, refetch } = useQuery(serverQueryOptions());
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
          刷新
        </Button>
      </div>
      <Spin spinning={isFetching && !data} description="正在加载服务监控数据，请稍候！">
        <ServerCards server={data} />
      </Spin>
    </div>
  );
}
