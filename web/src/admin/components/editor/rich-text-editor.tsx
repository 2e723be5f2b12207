import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Tooltip } from 'antd';
import { Fragment, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/admin/components/dialog';
import { fileUrl } from '@/lib/file-url';
import { msgError } from '../feedback';
import {
  acceptOf,
  checkFile,
  IMAGE_TYPES,
  postUpload,
  UPLOAD_SIZE,
  uploadMessages,
} from '@/lib/upload-rules';
import styles from './rich-text-editor.module.css';

// RuoYi's <editor> (Quill) rebuilt on Tiptap: the article and notice bodies of the admin. The
// value is HTML ('' for an empty document); images are uploaded (kind=image) and inserted by their
// /prod-api address. Only admin pages import this, so Tiptap stays out of the public bundle.

type Chain = ReturnType<Editor['chain']>;

/** A formatting toggle of the toolbar, lit while the selection has it (`lit` names that state). */
interface Format {
  label: string;
  icon: ReactNode;
  lit: 'bold' | 'italic' | 'underline' | 'strike' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote';
  toggle: (chain: Chain) => Chain;
}

/** The toggles: marks, then blocks (a divider between). */
const FORMAT_GROUPS: readonly (readonly Format[])[] = [
  [
    { label: '加粗', icon: <BoldOutlined />, lit: 'bold', toggle: (c) => c.toggleBold() },
    { label: '斜体', icon: <ItalicOutlined />, lit: 'italic', toggle: (c) => c.toggleItalic() },
    { label: '下划线', icon: <UnderlineOutlined />, lit: 'underline', toggle: (c) => c.toggleUnderline() },
    { label: '删除线', icon: <StrikethroughOutlined />, lit: 'strike', toggle: (c) => c.toggleStrike() },
  ],
  [
    {
      label: '二级标题',
      icon: <span className={styles.glyph}>H2</span>,
      lit: 'h2',
      toggle: (c) => c.toggleHeading({ level: 2 }),
    },
    {
      label: '三级标题',
      icon: <span className={styles.glyph}>H3</span>,
      lit: 'h3',
      toggle: (c) => c.toggleHeading({ level: 3 }),
    },
    {
      label: '无序列表',
      icon: <UnorderedListOutlined />,
      lit: 'bulletList',
      toggle: (c) => c.toggleBulletList(),
    },
    {
      label: '有序列表',
      icon: <OrderedListOutlined />,
      lit: 'orderedList',
      toggle: (c) => c.toggleOrderedList(),
    },
    {
      label: '引用',
      icon: <span className={styles.glyph}>❝</span>,
      lit: 'blockquote',
      toggle: (c) => c.toggleBlockquote(),
    },
  ],
];

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Height of the writing area in pixels before it grows (default 192, as RuoYi's forms use). */
  minHeight?: number;
  /** Accessible name of the writing area. */
  ariaLabel?: string;
}

// Created once: useEditor rebuilds its options whenever the extension list changes identity.
const extensions = [StarterKit.configure({ link: { openOnClick: false, defaultProtocol: 'https' } }), Image];

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({
  label,
  icon,
  active = false,
  disabled = false,
  loading = false,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export function RichTextEditor({
  value = '',
  onChange,
  placeholder,
  minHeight = 192,
  ariaLabel,
}: RichTextEditorProps) {
  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        style: `min-height: ${minHeight}px`,
      },
    }),
    [ariaLabel, placeholder, minHeight],
  );
  // Later values arrive through the effect below; options that keep changing would make useEditor
  // reconfigure the view on every keystroke.
  const [initialContent] = useState(value);
  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => onChange?.(htmlOf(current)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      empty: current.isEmpty,
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  // A value from outside (a dialog loading an article) replaces the document, and 撤销 does not
  // bring the previous one back; our own HTML coming back through the form is left alone, so
  // typing keeps its cursor.
  useEffect(() => {
    if (editor.isDestroyed || value === htmlOf(editor)) return;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const openLink = () => setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? '');
  const applyLink = () => {
    const href = (linkUrl ?? '').trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
    setLinkUrl(null);
  };

  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const insertImage = async (file: File) => {
    const refusal = checkFile(file, { kind: 'image', fileType: IMAGE_TYPES, fileSize: UPLOAD_SIZE });
    if (refusal) {
      msgError(refusal);
      return;
    }
    setUploading(true);
    try {
      const result = await postUpload(file, 'image');
      editor
        .chain()
        .focus()
        .setImage({ src: fileUrl(result.fileName) })
        .run();
    } catch {
      msgError(uploadMessages.insertFailed);
    } finally {
      setUploading(false);
    }
  };

  const run = (command: (chain: Chain) => Chain) => () => command(editor.chain().focus()).run();

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label="编辑工具栏">
        {FORMAT_GROUPS.map((group, i) => (
          <Fragment key={i}>
            {i > 0 ? <Divider type="vertical" /> : null}
            {group.map((format) => (
              <ToolButton
                key={format.label}
                label={format.label}
                icon={format.icon}
                active={state[format.lit]}
                onClick={run(format.toggle)}
              />
            ))}
          </Fragment>
        ))}
        <Divider type="vertical" />
        <ToolButton label="链接" icon={<LinkOutlined />} active={state.link} onClick={openLink} />
        <ToolButton
          label="插入图片"
          icon={<PictureOutlined />}
          loading={uploading}
          onClick={() => picker.current?.click()}
        />
        <Divider type="vertical" />
        <ToolButton
          label="撤销"
          icon={<UndoOutlined />}
          disabled={!state.canUndo}
          onClick={run((c) => c.undo())}
        />
        <ToolButton
          label="重做"
          icon={<RedoOutlined />}
          disabled={!state.canRedo}
          onClick={run((c) => c.redo())}
        />
        <ToolButton
          label="清除格式"
          icon={<ClearOutlined />}
          onClick={run((c) => c.unsetAllMarks().clearNodes())}
        />
      </div>
      <div className={styles.body}>
        {state.empty && placeholder ? (
          <div className={styles.placeholder} aria-hidden>
            {placeholder}
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <input
        ref={picker}
        type="file"
        accept={acceptOf(IMAGE_TYPES)}
        // The `hidden` attribute alone loses to antd's input styles.
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so the same file can be picked again.
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <Dialog
        title="插入链接"
        open={linkUrl !== null}
        onOk={applyLink}
        onClose={() => setLinkUrl(null)}
        destroyOnHidden
      >
        <Input
          aria-label="链接地址"
          placeholder="https://"
          value={linkUrl ?? ''}
          onChange={(event) => setLinkUrl(event.target.value)}
          onPressEnter={applyLink}
          autoFocus
        />
      </Dialog>
    </div>
  );
}
