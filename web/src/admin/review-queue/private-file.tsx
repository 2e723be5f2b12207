import { FileOutlined } from '@ant-design/icons';
import { Button, Image, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { Static } from 'typebox';
import type { AttachmentSchema } from '@server/modules/workflow/workflow.schema';
import { saveBlob } from '@/admin/components/download';
import { quietly } from '@/admin/components/feedback';
import { BASE_URL, http } from '@/lib/request';
import { IMAGE_TYPES } from '@/lib/upload-rules';

// A business record's private files (GET /workflow/attachment/:id, served to its owner and staff
// only): an <img> cannot send the bearer token, so each file is fetched as a blob through the
// request client; images are shown from an object URL, other files saved when their link is used.

export type Attachment = Static<typeof AttachmentSchema>;

/** The file of an attachment, fetched with the session's token. */
const fetchFile = (file: Attachment) =>
  // `url` carries the API base path the request client adds itself.
  http.get<Blob>(file.url.replace(new RegExp(`^${BASE_URL}`), ''), { responseType: 'blob' });

const isImage = (file: Attachment) => IMAGE_TYPES.includes(file.fileType.toLowerCase());

function PrivateImage({ file }: { file: Attachment }) {
  const [shown, setShown] = useState<{ src?: string; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    let objectUrl: string | undefined;
    fetchFile(file).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ src: objectUrl });
      },
      () => live && setShown({ failed: true }),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // One fetch per file: the attachment object is new on every render of the record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file.url]);
  if (shown.failed) return <span>{file.originalName}（加载失败）</span>;
  return shown.src ? (
    <Image src={shown.src} alt={file.originalName} width={120} />
  ) : (
    <span>{file.originalName}</span>
  );
}

function PrivateDownload({ file }: { file: Attachment }) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const blob = await quietly(() => fetchFile(file));
    setSaving(false);
    if (blob) saveBlob(blob, file.originalName);
  };
  return (
    <Button type="link" size="small" icon={<FileOutlined />} loading={saving} onClick={() => void save()}>
      {file.originalName}
    </Button>
  );
}

/** Images previewed (click to enlarge), other files as download links. */
export function PrivateFiles({ files }: { files: readonly Attachment[] }) {
  if (files.length === 0) return <span>无</span>;
  return (
    <Space wrap align="start">
      {files.map((file) =>
        isImage(file) ? (
          <PrivateImage key={file.attachmentId} file={file} />
        ) : (
          <PrivateDownload key={file.attachmentId} file={file} />
        ),
      )}
    </Space>
  );
}
