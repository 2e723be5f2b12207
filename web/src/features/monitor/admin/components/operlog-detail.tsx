import { Descriptions, Tag, Typography } from 'antd';
import { DetailModal } from '@/admin/crud/detail-modal';
import { dictLabel, useDict } from '@/admin/components/use-dict';
import type { OperLog } from '../../api/operlog';

// 操作日志详细 (RuoYi views/monitor/operlog/detail.vue): the row as it is, JSON pretty-printed.

export function formatJson(text: string | null | undefined): string {
  if (!text) return '（无数据）';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const Code = ({ text }: { text: string | null | undefined }) => (
  <Typography.Paragraph copyable={text ? { text: formatJson(text) } : false} style={{ marginBottom: 0 }}>
    <pre
      style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 240, overflow: 'auto' }}
    >
      {formatJson(text)}
    </pre>
  </Typography.Paragraph>
);

export function OperlogDetail({ row, onClose }: { row: OperLog | null; onClose: () => void }) {
  const { sys_oper_type } = useDict('sys_oper_type');
  return (
    <DetailModal title="操作日志详细" row={row} onClose={onClose}>
      {(row) => (
        <>
          <Descriptions.Item label="操作模块">{row.title}</Descriptions.Item>
          <Descriptions.Item label="业务类型">
            {dictLabel(sys_oper_type, row.businessType) || '-'}
          </Descriptions.Item>
          <Descriptions.Item label="操作时间">{row.operTime}</Descriptions.Item>
          <Descriptions.Item label="执行状态">
            {Number(row.status) === 0 ? <Tag color="success">正常</Tag> : <Tag color="error">异常</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="操作人员">{row.operName}</Descriptions.Item>
          <Descriptions.Item label="所属部门">{row.deptName || '-'}</Descriptions.Item>
          <Descriptions.Item label="操作地址" span={2}>
            {row.operIp} {row.operLocation}
          </Descriptions.Item>
          <Descriptions.Item label="请求地址" span={2}>
            {row.requestMethod} {row.operUrl}
          </Descriptions.Item>
          <Descriptions.Item label="操作方法" span={2}>
            <Typography.Text code>{row.method}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="消耗时间" span={2}>
            {row.costTime} 毫秒
          </Descriptions.Item>
          <Descriptions.Item label="请求参数" span={2}>
            <Code text={row.operParam} />
          </Descriptions.Item>
          <Descriptions.Item label="返回参数" span={2}>
            <Code text={row.jsonResult} />
          </Descriptions.Item>
          {Number(row.status) !== 0 ? (
            <Descriptions.Item label="异常信息" span={2}>
              <Typography.Text type="danger">{row.errorMsg}</Typography.Text>
            </Descriptions.Item>
          ) : null}
        </>
      )}
    </DetailModal>
  );
}
