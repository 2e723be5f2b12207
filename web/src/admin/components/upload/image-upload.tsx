import { PlusOutlined } from '@ant-design/icons';
import { Modal, Upload } from 'antd';
import { useState } from 'react';
import { UploadTip, type UploadFieldProps, useUploadList } from './upload-field';
import { IMAGE_TYPES, UPLOAD_LIMIT, UPLOAD_SIZE } from '@/lib/upload-rules';
import styles from './upload.module.css';

// RuoYi's <image-upload>: picture cards with thumbnails, a click shows the image large, the add
// card disappears once `limit` images are there (with limit 1 it picks one image: a cover, a QR
// code). Posts with kind=image.

export function ImageUpload({
  value,
  onChange,
  limit = UPLOAD_LIMIT,
  fileSize = UPLOAD_SIZE,
  fileType = IMAGE_TYPES,
  isShowTip = true,
  disabled = false,
}: UploadFieldProps) {
  const upload = useUploadList('image', { value, onChange, limit, fileSize, fileType, disabled });
  const [preview, setPreview] = useState('');
  const full = upload.fileList.length >= limit;
  return (
    <div>
      <Upload
        {...upload}
        listType="picture-card"
        showUploadList={{ showRemoveIcon: !disabled }}
        onPreview={(file) => setPreview(file.url ?? '')}
      >
        {full || disabled ? null : (
          <button type="button" aria-label="上传图片" className={styles.addCard}>
            <PlusOutlined />
          </button>
        )}
      </Upload>
      {isShowTip && !disabled ? <UploadTip fileSize={fileSize} fileType={fileType} /> : null}
      <Modal open={preview !== ''} title="预览" footer={null} width={800} onCancel={() => setPreview('')}>
        <img src={preview} alt="预览" className={styles.preview} />
      </Modal>
    </div>
  );
}
