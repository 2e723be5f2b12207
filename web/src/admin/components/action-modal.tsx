import { Form, type FormProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { FormDialog } from '@/admin/components/dialog';
import { msgSuccess, quietly } from '@/admin/components/feedback';

// A dialog that sends one action on a record with what its form asks (发布公示, 录入成绩, a review
// decision): 确 定 validates and runs it, shows its success message and closes; a refusal, shown by
// the request client, leaves the dialog open to correct. Closing forgets what was typed.

export interface ActionModalProps<T> {
  /** The dialog's title, also the form's accessible name. */
  title: string;
  open: boolean;
  onClose: () => void;
  /** Runs the action with the form's values; resolves with the message to show. */
  run: (values: T) => Promise<string>;
  /** After the action went through (default: onClose). */
  onDone?: () => void;
  /** A red 确 定. */
  danger?: boolean;
  /** What the action is about, above the form. */
  intro?: ReactNode;
  /** The form's layout, label column and first values. */
  formProps?: Pick<FormProps<T>, 'layout' | 'labelCol' | 'initialValues'>;
  /** The form's items. */
  children: ReactNode;
}

export function ActionModal<T>({ run, onDone, danger, formProps, ...dialog }: ActionModalProps<T>) {
  const [form] = Form.useForm<T>();
  const [sending, setSending] = useState(false);

  const send = async (values: T) => {
    setSending(true);
    // A refusal has been shown by the request client; the dialog stays open to correct.
    const message = await quietly(() => run(values)).finally(() => setSending(false));
    if (message === undefined) return;
    msgSuccess(message);
    (onDone ?? dialog.onClose)();
  };

  return (
    <FormDialog
      {...dialog}
      form={form}
      formProps={{ ...formProps, onFinish: (values) => void send(values) }}
      okButtonProps={{ danger }}
      confirmLoading={sending}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    />
  );
}
