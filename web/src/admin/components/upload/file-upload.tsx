import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { UploadTip, type UploadFieldProps, useUploadList } from './upload-field';
import { FILE_TYPES, UPLOAD_LIMIT, UPLOAD_SIZE } from '@/lib/upload-rules';

// RuoYi's <file-upload>: a 选取文件 button, each file's progress while it uploads, then the uploaded
// files as links with 删除. Posts with kind=file.

export function FileUpload({
  value,
  onChange,
  limit = UPLOAD_LIMIT,
  fileSize = UPLOAD_SIZE,
  fileType = FILE_TYPES,
  isShowTip = true,
  disabled = false,
}: UploadFieldProps) {
  const upload = useUploadList('file', { value, onChange, limit, fileSize, fileType, disabled });
  return (
    <div>
      <Upload {...upload} showUploadList={{ showRemoveIcon: !disabled }}>
        {disabled ? null : (
          <Button type="primary" icon={<UploadOutlined />}>
            选取文件
          </Button>
        )}
      </Upload>
      {isShowTip && !disabled ? <UploadTip fileSize={fileSize} fileType={fileType} /> : null}
    </div>
  );
}
