import { IMAGE_UPLOAD_EXTENSIONS, uploadFile } from '@edu/api-client';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useRef } from 'react';
import { FORM_PICTURE_MAX_KB } from '../../../config/constants';
import { portal } from '../../../lib/portal-clients';
import { showToast } from '../../../lib/toast';
import { consoleErrorText } from '../console-error-text';

/**
 * The article editor: Tiptap (ProseMirror) with headings, emphasis, lists, quotes, links and pictures
 * uploaded through the presigned store. Its CSS is not injected (the portal's CSP refuses inline styles);
 * the few rules ProseMirror needs are classes here. The server keeps only what the rich-text policy allows.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
}: {
  id: string;
  value: string;
  onChange(html: string): void;
  labelledBy: string;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https'] } }), Image],
    content: value,
    injectCSS: false,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class:
          'min-h-72 whitespace-pre-wrap break-words px-4 py-3 text-[15px] leading-7 outline-none [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_a]:text-brand-700 [&_a]:underline [&_img]:my-2 [&_img]:max-w-full',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  const pictureInput = useRef<HTMLInputElement>(null);

  const insertPicture = async (file: File) => {
    try {
      const uploaded = await uploadFile(portal, file, {
        extensions: IMAGE_UPLOAD_EXTENSIONS,
        maxSizeKb: FORM_PICTURE_MAX_KB,
      });
      editor
        ?.chain()
        .focus()
        .setImage({ src: uploaded.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      showToast(consoleErrorText(error), 'error');
    }
  };
  const setLink = () => {
    const address = window.prompt(
      '链接地址（http:// 或 https:// 开头，或站内路径 /…）',
      editor?.getAttributes('link').href ?? '',
    );
    if (address === null) return;
    if (address.trim() === '') editor?.chain().focus().unsetLink().run();
    else editor?.chain().focus().extendMarkRange('link').setLink({ href: address.trim() }).run();
  };

  return (
    <div className="rounded-md border border-slate-300 focus-within:border-brand-500">
      <div role="toolbar" aria-label="正文格式" className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5">
        <Tool label="加粗" pressed={active?.bold} onClick={() => editor?.chain().focus().toggleBold().run()}>
          <strong>B</strong>
        </Tool>
        <Tool label="斜体" pressed={active?.italic} onClick={() => editor?.chain().focus().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        <Tool pressed={active?.h2} onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}>
          二级标题
        </Tool>
        <Tool pressed={active?.h3} onClick={() => editor?.chain().focus().toggleHeading({ level: 3 }).run()}>
          三级标题
        </Tool>
        <Tool pressed={active?.bullet} onClick={() => editor?.chain().focus().toggleBulletList().run()}>
          无序列表
        </Tool>
        <Tool pressed={active?.ordered} onClick={() => editor?.chain().focus().toggleOrderedList().run()}>
          有序列表
        </Tool>
        <Tool pressed={active?.quote} onClick={() => editor?.chain().focus().toggleBlockquote().run()}>
          引用
        </Tool>
        <Tool pressed={active?.link} onClick={setLink}>
          链接
        </Tool>
        <Tool label="插入图片" onClick={() => pictureInput.current?.click()}>
          图片
        </Tool>
        <input
          ref={pictureInput}
          type="file"
          hidden
          accept={IMAGE_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void insertPicture(file);
          }}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

/** A toolbar button; `label` names it where its face is a symbol (B, I), else its text is its name. */
function Tool({
  label,
  pressed,
  onClick,
  children,
}: {
  label?: string;
  pressed?: boolean | undefined;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      onClick={onClick}
      className="min-w-9 rounded px-2 py-1 text-sm text-ink hover:bg-slate-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
    >
      {children}
    </button>
  );
}
