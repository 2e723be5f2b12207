import { useQuery } from '@tanstack/react-query';
import { Modal, Spin, Tabs } from 'antd';
import { genApi } from '../../api/gen';
import styles from './preview-modal.module.css';

// 代码预览: each generated file in a tab, named by its path in the repository.

export function PreviewModal({ tableId, onClose }: { tableId: number | null; onClose: () => void }) {
  const preview = useQuery({
    queryKey: ['tool', 'gen', 'preview', tableId],
    queryFn: () => genApi.preview(tableId!),
    enabled: tableId !== null,
    staleTime: 0,
  });
  const files = Object.entries(preview.data?.data ?? {});
  return (
    <Modal title="代码预览" open={tableId !== null} onCancel={onClose} footer={null} width="80%">
      <Spin spinning={preview.isFetching}>
        <Tabs
          items={files.map(([file, code]) => ({
            key: file,
            label: file.split('/').pop(),
            children: (
              <>
                <div className={styles.path}>{file}</div>
                <pre className={styles.code}>{code}</pre>
              </>
            ),
          }))}
        />
      </Spin>
    </Modal>
  );
}
