import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

// The 添加/修改 dialog of an admin list (RuoYi's el-dialog + el-form with 确 定 / 取 消): 确 定
// submits the form, 取 消 closes; the form is labelled by the dialog's title.

export interface FormModalProps<T> {
  /** e.g. '修改参数' / '添加参数'; also the form's accessible name. */
  title: string;
  open: boolean;
  onClose: () => void;
  form: FormInstance<T>;
  /** Called with the validated fields on 确 定. */
  onFinish: (values: T) => void | Promise<void>;
  /** Spins 确 定 while the save is under way. */
  confirmLoading?: boolean;
  /** Dialog width in pixels; default 500. */
  width?: number;
  afterClose?: () => void;
  /** The form's items. */
  children: ReactNode;
}

/** A dialog around the `edit` form of a list page (labels 5 of 24 columns wide). */
export function FormModal<T>({
  title,
  open,
  onClose,
  form,
  onFinish,
  confirmLoading,
  width = 500,
  afterClose,
  children,
}: FormModalProps<T>) {
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={confirmLoading}
      width={width}
      afterClose={afterClose}
    >
      <Form form={form} name="edit" labelCol={{ span: 5 }} onFinish={onFinish} aria-label={title}>
        {children}
      </Form>
    </Modal>
  );
}
