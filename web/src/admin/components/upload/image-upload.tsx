import { PlusOutlined } from '@ant-design/icons';
import { Modal, Upload } from 'antd';
import { useState } from 'react';
import { type UploadFieldProps, useUploadList } from './upload-field';
import { IMAGE_TYPES } from '@/lib/upload-rules';
import styles from './upload.module.css';

// RuoYi's <image-upload>: picture cards with thumbnails, a click shows the image large, the add
// card disappears once `limit` images are there (with limit 1 it picks one image: a cover, a QR
// code). Posts with kind=image.

export function ImageUpload(props: UploadFieldProps) {
  const { upload, tip, full } = useUploadList('image', IMAGE_TYPES, props);
  const [preview, setPreview] = useState('');
  return (
    <div>
      <Upload
        {...upload}
        listType="picture-card"
        showUploadList={{ showRemoveIcon: !props.disabled }}
        onPreview={(file) => setPreview(file.url ?? '')}
      >
        {full || props.disabled ? null : (
          <button type="button" aria-label="上传图片" className={styles.addCard}>
            <PlusOutlined />
          </button>
        )}
      </Upload>
      {tip}
      <Modal open={preview !== ''} title="预览" footer={null} width={800} onCancel={() => setPreview('')}>
        <img src={preview} alt="预览" className={styles.preview} />
      </Modal>
    </div>
  );
}
