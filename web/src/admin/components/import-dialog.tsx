import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import { download, exportFilename } from '@/admin/components/download';
import { msgSuccess } from '@/admin/components/feedback';
import { type AjaxResult, RequestError } from '@/lib/request';

// RuoYi's 导入 dialog of the admin lists (members, exam results …): download the template, choose
// one Excel file, import it; when the server refuses the file, its message and one line per bad row
// stay in the dialog to be fixed.

export interface ImportDialogProps {
  /** e.g. 会员导入. */
  title: string;
  /** What this import does with its rows (which records it matches, what follows …), when worth saying. */
  hint?: string;
  open: boolean;
  onClose: () => void;
  /** The template's address and the name it is saved under. */
  template: { url: string; name: string };
  /** Sends the file (quietly: refusals come back as RequestError with fieldErrors per row). */
  run: (file: File) => Promise<AjaxResult>;
}

export function ImportDialog({ title, hint, open, onClose, template, run }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ msg: string; rows: string[] } | null>(null);

  const send = async () => {
    if (!file) return;
    setSending(true);
    setRefusal(null);
    try {
      const answer = await run(file);
      msgSuccess(answer.msg);
      onClose();
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setRefusal({ msg: error.message, rows: error.fieldErrors.map((e) => e.msg) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void send()}
      okText="确 定"
      cancelText="取 消"
      okButtonProps={{ disabled: !file }}
      confirmLoading={sending}
      afterClose={() => {
        setFile(null);
        setRefusal(null);
      }}
      destroyOnHidden
    >
      <Upload.Dragger
        accept=".xlsx,.xls"
        maxCount={1}
        fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setRefusal(null);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">将文件拖到此处，或点击上传</p>
        <p className="ant-upload-hint">仅允许导入 xls、xlsx 格式文件；有错误的行全部列出，整批不导入。</p>
        {hint ? <p className="ant-upload-hint">{hint}</p> : null}
      </Upload.Dragger>
      <Button
        type="link"
        onClick={() => void download(template.url, {}, exportFilename(template.name)).catch(() => undefined)}
      >
        下载模板
      </Button>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          title={refusal.msg}
          description={
            refusal.rows.length > 1 ? (
              <ul aria-label="导入错误">
                {refusal.rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            ) : null
          }
        />
      ) : null}
    </Modal>
  );
}
