import { Upload, type UploadFile, type UploadProps } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { fileUrl } from '@/lib/file-url';
import { RequestError } from '@/lib/request';
import { isCancel } from '@/lib/xhr';
import { msgError, msgSuccess } from '../feedback';
import {
  acceptOf,
  checkFile,
  postUpload,
  UPLOAD_LIMIT,
  UPLOAD_SIZE,
  type UploadKind,
  uploadMessages,
} from '@/lib/upload-rules';
import styles from './upload.module.css';

// What <FileUpload> and <ImageUpload> share (RuoYi's FileUpload/ImageUpload): the form value is a
// comma-separated list of stored paths; files being uploaded are kept here, with their progress,
// until the server names them.

export interface UploadFieldProps {
  /** Comma-separated stored paths ('/profile/upload/…'); a single path when `limit` is 1. */
  value?: string;
  onChange?: (value: string) => void;
  /** Most files the field holds (default 5). */
  limit?: number;
  /** Largest file in MB (default 5); 0 turns the check off. */
  fileSize?: number;
  /** Allowed extensions; empty turns the check off. */
  fileType?: readonly string[];
  /** Show the 请上传 … tip (default true). */
  isShowTip?: boolean;
  disabled?: boolean;
}

/** antd's list texts in the admin's language, whatever the surrounding locale. */
const LIST_LOCALE = {
  uploading: '上传中',
  removeFile: '删除',
  downloadFile: '下载',
  uploadError: '上传失败',
  previewFile: '预览',
};

const splitPaths = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

const listItem = (path: string): UploadFile => ({
  uid: path,
  name: path.slice(path.lastIndexOf('/') + 1),
  status: 'done',
  url: fileUrl(path),
});

/**
 * Props for antd <Upload> that check, post and list files for a form field of `kind` (of the
 * `defaultTypes` unless the field says otherwise), the field's 请上传 tip if it shows one, and
 * whether it holds as many files as it may.
 */
export function useUploadList(
  kind: UploadKind,
  defaultTypes: readonly string[],
  {
    value,
    onChange,
    limit = UPLOAD_LIMIT,
    fileSize = UPLOAD_SIZE,
    fileType = defaultTypes,
    isShowTip = true,
    disabled = false,
  }: UploadFieldProps,
): { upload: UploadProps & { fileList: UploadFile[] }; tip: ReactNode; full: boolean } {
  const paths = useMemo(() => splitPaths(value), [value]);
  // Uploads that finish before the form has handed the new value back still add up.
  const latest = useRef(paths);
  useEffect(() => {
    latest.current = paths;
  }, [paths]);
  const [pending, setPending] = useState<UploadFile[]>([]);
  // One 上传成功 per batch of files, once the last of them has answered.
  const batch = useRef({ running: 0, succeeded: 0 });
  const fileList = useMemo(() => [...paths.map(listItem), ...pending], [paths, pending]);

  const commit = (next: string[]) => {
    latest.current = next;
    onChange?.(next.join(','));
  };

  const settle = (succeeded: boolean) => {
    const state = batch.current;
    state.running -= 1;
    if (succeeded) state.succeeded += 1;
    if (state.running === 0 && state.succeeded > 0) {
      state.succeeded = 0;
      msgSuccess(uploadMessages.success);
    }
  };

  const upload: UploadProps & { fileList: UploadFile[] } = {
    fileList,
    accept: acceptOf(fileType),
    multiple: limit > 1,
    disabled,
    locale: LIST_LOCALE,
    beforeUpload: (file, files) => {
      // RuoYi refuses the whole selection when it would go over the limit.
      if (latest.current.length + pending.length + files.length > limit) {
        if (file === files[0]) msgError(uploadMessages.count(limit));
        return Upload.LIST_IGNORE;
      }
      const refusal = checkFile(file, { kind, fileType, fileSize });
      if (refusal) {
        msgError(refusal);
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    customRequest: ({ file, onProgress, onSuccess, onError }) => {
      const controller = new AbortController();
      batch.current.running += 1;
      postUpload(file as File, kind, {
        signal: controller.signal,
        onProgress: (percent) => onProgress?.({ percent }),
      })
        .then((result) => {
          commit([...latest.current, result.fileName]);
          onSuccess?.(result);
          settle(true);
        })
        .catch((error: unknown) => {
          // A business answer was already shown by the request client; a removed file needs nothing.
          const shown = error instanceof RequestError && !error.silent;
          if (!shown && !isCancel(error)) msgError(uploadMessages.failed[kind]);
          onError?.(error as Error);
          settle(false);
        });
      return { abort: () => controller.abort() };
    },
    onChange: (info) => setPending(info.fileList.filter((f) => f.status === 'uploading')),
    onRemove: (file) => {
      if (file.status === 'done') commit(latest.current.filter((path) => path !== file.uid));
    },
  };
  const tip = isShowTip && !disabled ? <UploadTip fileSize={fileSize} fileType={fileType} /> : null;
  return { upload, tip, full: fileList.length >= limit };
}

/** RuoYi's 请上传 大小不超过 5MB 格式为 doc/xls/ppt/txt/pdf 的文件; nothing when there is no limit to tell. */
function UploadTip({ fileSize, fileType }: { fileSize: number; fileType: readonly string[] }) {
  if (fileSize <= 0 && fileType.length === 0) return null;
  return (
    <div className={styles.tip}>
      请上传
      {fileSize > 0 ? (
        <>
          {' '}
          大小不超过 <b>{fileSize}MB</b>
        </>
      ) : null}
      {fileType.length > 0 ? (
        <>
          {' '}
          格式为 <b>{fileType.join('/')}</b>
        </>
      ) : null}{' '}
      的文件
    </div>
  );
}
