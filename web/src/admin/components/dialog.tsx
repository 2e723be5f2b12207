import { Modal, type ModalProps } from 'antd';

// RuoYi's el-dialog: a title, the content, and 确 定 / 取 消 at its foot. Every admin dialog that
// asks to confirm something is this one, so the buttons read the same everywhere.

export interface DialogProps extends Omit<ModalProps, 'onCancel' | 'okText' | 'cancelText'> {
  /** 取 消, the close button and Esc. */
  onClose: () => void;
}

export function Dialog({ onClose, ...props }: DialogProps) {
  return <Modal onCancel={onClose} okText="确 定" cancelText="取 消" {...props} />;
}
