import type { Lang } from '@souq/contracts';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * What the editor writes, all within the server's sanitizer (`HTML_POLICY`): paragraphs, h2 and
 * h3 (the page's title is its h1), bold, italic, lists, quotes, rules and links. Links open in
 * the same tab: `target` is kept by the sanitizer but `rel` is not, so none is written.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null },
    },
  }),
];

type Props = {
  label: string;
  language: Lang;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

/**
 * A body as formatted text (Tiptap), written in its language's direction; an empty document is
 * '' so that the required rule holds. Its HTML is what the form sends.
 */
export function RichTextEditor({ label, language, value, onChange, onBlur, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const editor = useEditor({
    extensions,
    content: value,
    // Rendered on the client only: the console is not server-rendered for its editors' sake.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
        class: `${INPUT_CLASS} min-h-64 max-h-[32rem] overflow-y-auto rounded-t-none space-y-3 leading-relaxed [&_a]:text-teal-800 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6`,
      },
    },
    onUpdate: ({ editor: changed }) => {
      onChange(changed.isEmpty ? '' : changed.getHTML());
    },
    onBlur,
  });
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </span>
      {editor ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type Mark = {
  name: 'h2' | 'h3' | 'bold' | 'italic' | 'bullets' | 'numbers';
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  toggle: (editor: Editor) => void;
};

const MARKS: Mark[] = [
  {
    name: 'h2',
    icon: Heading2,
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    toggle: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'h3',
    icon: Heading3,
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    toggle: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'bold',
    icon: Bold,
    isActive: (editor) => editor.isActive('bold'),
    toggle: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    icon: Italic,
    isActive: (editor) => editor.isActive('italic'),
    toggle: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: 'bullets',
    icon: List,
    isActive: (editor) => editor.isActive('bulletList'),
    toggle: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'numbers',
    icon: ListOrdered,
    isActive: (editor) => editor.isActive('orderedList'),
    toggle: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

const TOOL_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 aria-pressed:bg-teal-100 aria-pressed:text-teal-900 disabled:opacity-40';

/** The formatting buttons, each saying whether it is on where the cursor is; then a link. */
function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: MARKS.map((mark) => mark.isActive(current)),
      link: current.isActive('link'),
      href: current.getAttributes('link').href as string | undefined,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  return (
    <div className="rounded-t-lg border border-b-0 border-slate-300 bg-slate-50">
      <div
        role="toolbar"
        aria-label={t('admin.content.toolbar', { field: label })}
        className="flex flex-wrap gap-0.5 p-1"
      >
        {MARKS.map((mark, index) => (
          <button
            key={mark.name}
            type="button"
            aria-label={t(`admin.content.tools.${mark.name}`)}
            aria-pressed={state.active[index]}
            onClick={() => {
              mark.toggle(editor);
            }}
            className={TOOL_BUTTON}
          >
            <mark.icon aria-hidden="true" className="size-5" />
          </button>
        ))}
        <button
          type="button"
          aria-label={t('admin.content.tools.link')}
          aria-pressed={state.link}
          aria-expanded={linking}
          onClick={() => {
            setLinking((open) => !open);
          }}
          className={TOOL_BUTTON}
        >
          <Link2 aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={t('admin.content.tools.undo')}
          disabled={!state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
          className={`${TOOL_BUTTON} ms-auto`}
        >
          <Undo2 aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
        <button
          type="button"
          aria-label={t('admin.content.tools.redo')}
          disabled={!state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
          className={TOOL_BUTTON}
        >
          <Redo2 aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      {linking ? (
        <LinkField
          key={state.href ?? ''}
          editor={editor}
          href={state.href ?? ''}
          onDone={() => {
            setLinking(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** The address of the link at the cursor (or of the selected text): set, changed or removed. */
function LinkField({ editor, href, onDone }: { editor: Editor; href: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [address, setAddress] = useState(href);
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: address.trim() }).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          {t('admin.content.linkAddress')}
        </label>
        <input
          id={id}
          type="url"
          dir="ltr"
          value={address}
          placeholder="https://"
          onChange={(event) => {
            setAddress(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          className={`${INPUT_CLASS} py-2`}
        />
      </div>
      <button
        type="button"
        onClick={apply}
        className="min-h-10 rounded-lg bg-teal-700 px-3 text-sm font-semibold text-white hover:bg-teal-800"
      >
        {t('admin.content.linkApply')}
      </button>
    </div>
  );
}
