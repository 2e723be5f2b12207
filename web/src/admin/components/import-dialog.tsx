import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Upload } from 'antd';
import { useState } from 'react';
import { Dialog } from '@/admin/components/dialog';
import { download, exportFilename } from '@/admin/components/download';
import { msgSuccess } from '@/admin/components/feedback';
import { type AjaxResult, RequestError } from '@/lib/request';

// RuoYi's 导入 dialog of the admin lists (members, exam results, users …): download the template,
// choose one Excel file, import it; when the server refuses the file, its message and one line per
// bad row stay in the dialog to be fixed. RuoYi's user import answers its result as lines joined by
// <br/> (RuoYi-Vue3 shows them as HTML): they are listed here as text.

/** The lines of a RuoYi import message, its HTML escapes undone (React escapes them again). */
function linesOf(msg: string): string[] {
  const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };
  return msg
    .split(/<br\s*\/?>/i)
    .map((line) => line.replace(/&(lt|gt|quot|amp);/g, (entity) => entities[entity]))
    .filter(Boolean);
}

interface Outcome {
  type: 'success' | 'error';
  msg: string;
  rows: string[];
}

export interface ImportDialogProps {
  /** e.g. 会员导入. */
  title: string;
  /** What this import does with its rows (which records it matches, what follows …), when worth saying. */
  hint?: string;
  open: boolean;
  onClose: () => void;
  /** The template's address and the name it is saved under. */
  template: { url: string; name: string };
  /** RuoYi's updateSupport checkbox (e.g. 是否更新已经存在的用户数据), its state kept by the page. */
  updateSupport?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  /** Sends the file (quietly: refusals come back as RequestError with fieldErrors per row). */
  run: (file: File) => Promise<AjaxResult>;
}

export function ImportDialog({ hint, template, updateSupport, run, ...dialog }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async () => {
    if (!file) return;
    setOutcome(null);
    try {
      const [msg = '', ...rows] = linesOf((await run(file)).msg);
      if (rows.length) {
        // A line per imported row: shown until the dialog is closed, as RuoYi's 导入结果.
        setOutcome({ type: 'success', msg, rows });
        setFile(null);
      } else {
        msgSuccess(msg);
        dialog.onClose();
      }
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      const [msg = '', ...listed] = linesOf(error.message);
      const rows = error.fieldErrors.length ? error.fieldErrors.map((e) => e.msg) : listed;
      setOutcome({ type: 'error', msg, rows: rows.length > 1 || listed.length ? rows : [] });
    }
  };

  return (
    <Dialog
      {...dialog}
      onOk={send}
      okButtonProps={{ disabled: !file }}
      afterClose={() => {
        setFile(null);
        setOutcome(null);
      }}
      destroyOnHidden
    >
      <Upload.Dragger
        accept=".xlsx,.xls"
        maxCount={1}
        fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setOutcome(null);
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
      {updateSupport ? (
        <Checkbox
          checked={updateSupport.checked}
          onChange={(event) => updateSupport.onChange(event.target.checked)}
        >
          {updateSupport.label}
        </Checkbox>
      ) : null}
      <Button
        type="link"
        onClick={() => void download(template.url, {}, exportFilename(template.name)).catch(() => undefined)}
      >
        下载模板
      </Button>
      {outcome ? (
        <Alert
          type={outcome.type}
          showIcon
          title={outcome.msg}
          description={
            outcome.rows.length ? (
              <ul aria-label={outcome.type === 'error' ? '导入错误' : '导入结果'}>
                {outcome.rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            ) : null
          }
        />
      ) : null}
    </Dialog>
  );
}
