import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { type UploadFieldProps, useUploadList } from './upload-field';
import { FILE_TYPES } from '@/lib/upload-rules';

// RuoYi's <file-upload>: a 选取文件 button, each file's progress while it uploads, then the uploaded
// files as links with 删除. Posts with kind=file.

export function FileUpload(props: UploadFieldProps) {
  const { upload, tip } = useUploadList('file', FILE_TYPES, props);
  return (
    <div>
      <Upload {...upload} showUploadList={{ showRemoveIcon: !props.disabled }}>
        {props.disabled ? null : (
          <Button type="primary" icon={<UploadOutlined />}>
            选取文件
          </Button>
        )}
      </Upload>
      {tip}
    </div>
  );
}
