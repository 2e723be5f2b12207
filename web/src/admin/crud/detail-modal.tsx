import { Descriptions, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A row's 详细 dialog (RuoYi's detail views): the row's facts as `Descriptions.Item`s in two bordered
 * columns; closed while `row` is null.
 */
export function DetailModal<Row>({
  title,
  row,
  onClose,
  children,
}: {
  title: string;
  row: Row | null;
  onClose: () => void;
  children: (row: Row) => ReactNode;
}) {
  return (
    <Modal title={title} open={row !== null} onCancel={onClose} footer={null} width={780} destroyOnHidden>
      {row !== null ? (
        <Descriptions column={2} size="small" bordered>
          {children(row)}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
