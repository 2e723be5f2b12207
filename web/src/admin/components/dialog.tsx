import { Form, type FormInstance, type FormProps, Modal, type ModalProps } from 'antd';
import { type ReactNode, useState } from 'react';

// RuoYi's el-dialog: a title, the content, and 确 定 / 取 消 at its foot. Every admin dialog that
// asks to confirm something is this one, so the buttons read the same everywhere.

export interface DialogProps extends Omit<ModalProps, 'onCancel' | 'okText' | 'cancelText' | 'onOk'> {
  /** 取 消, the close button and Esc. */
  onClose: () => void;
  /** 确 定; while a promise it returns is pending, 确 定 spins. */
  onOk?: () => unknown;
}

export function Dialog({ onClose, onOk, confirmLoading, ...props }: DialogProps) {
  const [running, setRunning] = useState(false);
  const ok = () => {
    const result = onOk?.();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    void result.finally(() => setRunning(false));
  };
  return (
    <Modal
      onCancel={onClose}
      okText="确 定"
      cancelText="取 消"
      onOk={ok}
      confirmLoading={confirmLoading || running}
      {...props}
    />
  );
}

export interface FormDialogProps<T> extends Omit<DialogProps, 'title' | 'onOk'> {
  /** Also the form's accessible name. */
  title: string;
  form: FormInstance<T>;
  formProps: FormProps<T>;
  /** What the form is about, above it. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A dialog around a form: 确 定 submits the form (its onFinish runs once the fields are valid). */
export function FormDialog<T>({ form, formProps, intro, children, ...dialog }: FormDialogProps<T>) {
  return (
    <Dialog {...dialog} onOk={() => form.submit()}>
      {intro}
      <Form form={form} aria-label={dialog.title} {...formProps}>
        {children}
      </Form>
    </Dialog>
  );
}
