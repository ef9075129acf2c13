import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TranslateValues } from '../../i18n/catalogue.ts';
import type { AdminKey } from '../../i18n/en.ts';
import type { PageLanguage } from './form-values.ts';
import { giveSize, pictureSize } from './picture-size.ts';
import './rich-text.css';

/**
 * The rich-text editor of a page's body (Tiptap), in one language: the Arabic one edits right to
 * left. It writes only what the server's allow-list keeps (headings 2 and 3, paragraphs, bold,
 * italic, underline, lists, links, pictures, tables); code blocks are left out. Loaded lazily, with
 * Tiptap, on the page editor only (bench/admin-bundle.ts keeps it out of the first load).
 *
 * It imports nothing of the back office but types: its words (`t`) and the link and picture forms
 * (`renderForm`, with the back office's fields) come from the page. A module shared with the first
 * load would make the bundler split the first load's chunks differently, and heavier. So a picture
 * file dropped or pasted into the body is not uploaded here: it opens the picture form with it,
 * which uploads it and asks for its alternative text.
 */

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    // Links open where they are (the form asks for a new tab), and not while editing.
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
  Image.configure({ allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];

/**
 * The editor keeps an empty paragraph after a last table, picture or heading, for the caret to
 * go there; it is not part of the page.
 */
const withoutTrailingParagraphs = (html: string) =>
  html.replace(/(?:<p(?: dir="(?:ltr|rtl)")?><\/p>)+$/, '');

/** The body as the editor writes it: '' when empty. */
const written = (editor: Editor) =>
  editor.isEmpty ? '' : withoutTrailingParagraphs(editor.getHTML());

export interface RichTextEditorProps {
  /** The editable area's id: a refusal naming the body focuses it. */
  id: string;
  lang: PageLanguage;
  /** HTML; '' for an empty body. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the element naming the body (its label). */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  t: (key: AdminKey, values?: TranslateValues) => string;
  /** The back office's direction: the toolbar's arrow keys follow it. */
  uiDir: 'ltr' | 'rtl';
  renderForm: (form: ToolFormProps) => ReactNode;
}

/** What the link or picture form under the toolbar needs: what is there, and what to do. */
export interface ToolFormProps {
  kind: 'link' | 'image';
  /** The language of the body: the picture's alternative text is written in it. */
  lang: PageLanguage;
  /** A file dropped or pasted into the body, for the picture form to upload at once. */
  file: File | null;
  /** The link the caret is in, to change; null for a new one. */
  link: { href: string; newTab: boolean } | null;
  /** The selected picture, to change; null for a new one. */
  picture: { src: string; alt: string } | null;
  /** The selection becomes a link (with nothing selected, the address is its text). */
  applyLink: (href: string, newTab: boolean) => void;
  applyPicture: (src: string, alt: string) => void;
  /** Closes the form, the focus back on the button that opened it. */
  close: () => void;
}

/**
 * The form open under the toolbar. `key` is new each time a file comes in, so a second drop
 * starts a fresh form rather than one half-filled for the first.
 */
type Panel = { kind: 'link' | 'image'; file: File | null; key: number } | null;

/**
 * Whether a paste is a picture alone (a screenshot, "Copy image", a file) rather than words that
 * bring a picture of themselves: Word and spreadsheets put a rendering of the copied text beside
 * its HTML, and that pastes as the text.
 */
function pastedPicture(data: DataTransfer | null): File | null {
  const file = data?.files[0];
  if (!file?.type.startsWith('image/')) return null;
  const html = data?.getData('text/html') ?? '';
  const words = html && new DOMParser().parseFromString(html, 'text/html').body.textContent;
  return words?.trim() ? null : file;
}

/** Puts the caret where a file was dropped, so its picture goes there. */
function caretAtDrop(view: EditorView, event: DragEvent) {
  const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
  if (!at) return;
  const { state } = view;
  view.dispatch(state.tr.setSelection(TextSelection.near(state.doc.resolve(at.pos))));
}

/** What the toolbar shows: which marks and blocks the selection is in, what can be done. */
function toolbarState(editor: Editor) {
  return {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    image: editor.isActive('image'),
    table: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

export default function RichTextEditor({
  id,
  lang,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  t,
  uiDir,
  renderForm,
}: RichTextEditorProps) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  // What the editor last said its body is: a new value from outside (a reset after a save,
  // "Undo changes", a discarded draft) is loaded; its own echo is not.
  const said = useRef(value);
  // The body as given, and the editor's own writing of it: until an edit changes the words, the
  // editor says the body as given. Its writing differs (a `dir` on each block, an empty line it
  // keeps after a last list or table), and the page is not changed by a click in it.
  const loaded = useRef({ value, html: '' });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [panel, setPanel] = useState<Panel>(null);
  const panels = useRef(0);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(invalid && { 'aria-invalid': 'true' }),
        lang,
        dir,
        class: 'page-body',
      },
      // A file dropped on the body (any file: one that is not a picture is refused by the form,
      // naming it, rather than opened by the browser in place of the editor).
      handleDOMEvents: {
        drop: (view: EditorView, event: DragEvent) => {
          const file = event.dataTransfer?.files[0];
          if (!file) return false;
          event.preventDefault();
          caretAtDrop(view, event);
          setPanel({ kind: 'image', file, key: ++panels.current });
          return true;
        },
      },
      handlePaste: (_view: EditorView, event: ClipboardEvent) => {
        const file = pastedPicture(event.clipboardData);
        if (!file) return false;
        setPanel({ kind: 'image', file, key: ++panels.current });
        return true;
      },
    }),
    [id, labelledBy, describedBy, invalid, lang, dir],
  );
  const editor = useEditor({
    extensions,
    content: value,
    textDirection: dir,
    editorProps,
    onCreate: ({ editor: current }) => {
      loaded.current.html = written(current);
    },
    onUpdate: ({ editor: current }) => {
      const html = written(current);
      said.current = html === loaded.current.html ? loaded.current.value : html;
      onChangeRef.current(said.current);
    },
  });

  useEffect(() => {
    if (value === said.current) return;
    said.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    loaded.current = { value, html: written(editor) };
  }, [editor, value]);

  return (
    <div className="rte-frame" aria-invalid={invalid || undefined}>
      <Toolbar
        editor={editor}
        lang={lang}
        controls={id}
        t={t}
        uiDir={uiDir}
        renderForm={renderForm}
        panel={panel}
        setPanel={(kind) => setPanel(kind && { kind, file: null, key: ++panels.current })}
        closePanel={() => setPanel(null)}
      />
      <div lang={lang} dir={dir}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

interface Tool {
  key: string;
  label: AdminKey;
  icon: ReactNode;
  run: () => void;
  pressed?: boolean;
  disabled?: boolean;
}

/**
 * The formatting buttons, an ARIA toolbar: one Tab stop, the arrow keys (reversed right to left),
 * Home and End move between its buttons. The link and the picture open a form under it.
 */
function Toolbar({
  editor,
  lang,
  controls,
  t,
  uiDir,
  renderForm,
  panel,
  setPanel,
  closePanel,
}: Pick<RichTextEditorProps, 'lang' | 't' | 'uiDir' | 'renderForm'> & {
  editor: Editor;
  /** The editable area's id. */
  controls: string;
  panel: Panel;
  /** Opens the link or picture form (a new one), or closes it. */
  setPanel: (kind: 'link' | 'image' | null) => void;
  closePanel: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => toolbarState(current),
  });
  const [current, setCurrent] = useState('h2');
  const toolbar = useRef<HTMLDivElement>(null);
  const chain = () => editor.chain().focus();

  const tools: Tool[] = [
    {
      key: 'h2',
      label: 'pages.tool.h2',
      icon: 'H2',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: 'pages.tool.h3',
      icon: 'H3',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bold',
      label: 'pages.tool.bold',
      icon: <b>B</b>,
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'pages.tool.italic',
      icon: <i>I</i>,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: 'pages.tool.underline',
      icon: <u>U</u>,
      pressed: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'bulletList',
      label: 'pages.tool.bulletList',
      icon: <BulletListIcon />,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: 'pages.tool.orderedList',
      icon: <OrderedListIcon />,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: 'pages.tool.link',
      icon: <LinkIcon />,
      run: () => setPanel(panel?.kind === 'link' ? null : 'link'),
    },
    {
      key: 'unlink',
      label: 'pages.tool.unlink',
      icon: <UnlinkIcon />,
      disabled: !state.link,
      run: () => chain().extendMarkRange('link').unsetLink().run(),
    },
    {
      key: 'image',
      label: 'pages.tool.image',
      icon: <PictureIcon />,
      run: () => setPanel(panel?.kind === 'image' ? null : 'image'),
    },
    {
      key: 'table',
      label: 'pages.tool.table',
      icon: <TableIcon />,
      // No table inside a table.
      disabled: state.table,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    {
      key: 'undo',
      label: 'pages.tool.undo',
      icon: <UndoIcon />,
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: 'pages.tool.redo',
      icon: <RedoIcon />,
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ];
  // Inside a table: its rows and columns.
  const tableTool = (key: string, label: AdminKey, run: () => boolean): Tool => ({
    key,
    label,
    icon: null,
    run: () => void run(),
  });
  const tableTools: Tool[] = state.table
    ? [
        tableTool('addRow', 'pages.tool.addRow', () => chain().addRowAfter().run()),
        tableTool('addColumn', 'pages.tool.addColumn', () => chain().addColumnAfter().run()),
        tableTool('deleteRow', 'pages.tool.deleteRow', () => chain().deleteRow().run()),
        tableTool('deleteColumn', 'pages.tool.deleteColumn', () => chain().deleteColumn().run()),
        tableTool('deleteTable', 'pages.tool.deleteTable', () => chain().deleteTable().run()),
      ]
    : [];
  const enabled = [...tools, ...tableTools].filter((tool) => !tool.disabled);
  // The one button Tab reaches: the last one used, else the first that can be used.
  const tabStop = enabled.some((tool) => tool.key === current) ? current : enabled[0]?.key;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(toolbar.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]:enabled') ?? []),
    ];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const forward = uiDir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = uiDir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (at + 1) % buttons.length
        : event.key === backward
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  const button = (tool: Tool) => {
    const label = t(tool.label);
    return (
      <button
        key={tool.key}
        type="button"
        data-tool={tool.key}
        className={tool.icon ? 'rte-button' : 'rte-button rte-text-button'}
        aria-label={tool.icon ? label : undefined}
        title={tool.icon ? label : undefined}
        aria-pressed={tool.pressed}
        aria-expanded={
          tool.key === 'link' || tool.key === 'image' ? panel?.kind === tool.key : undefined
        }
        disabled={tool.disabled}
        tabIndex={tool.key === tabStop ? 0 : -1}
        onFocus={() => setCurrent(tool.key)}
        // The editor keeps its selection: a mouse press does not take the focus from it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={tool.run}
      >
        {tool.icon ?? label}
      </button>
    );
  };

  const close = () => {
    closePanel();
    // Back where the owner was: the button that opened the form, or the text a file came into.
    if (panel?.file) editor.commands.focus();
    else toolbar.current?.querySelector<HTMLButtonElement>(`[data-tool="${panel?.kind}"]`)?.focus();
  };
  const applyLink = (href: string, newTab: boolean) => {
    const attributes = { href, target: newTab ? '_blank' : null };
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: attributes }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink(attributes).run();
    }
    closePanel();
  };
  const applyPicture = (src: string, alt: string) => {
    chain()
      .setImage({ src, alt })
      // The caret goes on after the picture (in a new line if none follows), not on it: what
      // comes next must not replace it.
      .command(({ tr, state }) => {
        if (!(tr.selection instanceof NodeSelection)) return true;
        const after = tr.selection.to;
        if (!tr.doc.nodeAt(after)?.isTextblock) {
          tr.insert(after, state.schema.nodes.paragraph!.create());
        }
        tr.setSelection(TextSelection.create(tr.doc, after + 1));
        return true;
      })
      .run();
    closePanel();
    // Its width and height once known, so that the shop's page does not shift as it loads.
    void pictureSize(src).then((size) => size && giveSize(editor, src, size));
  };
  const link = editor.getAttributes('link') as { href?: string; target?: string | null };
  const picture = editor.getAttributes('image') as { src?: string; alt?: string | null };

  return (
    <>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t(`pages.inLanguage.${lang}`, { field: t('pages.toolbar') })}
        aria-controls={controls}
        className="rte-toolbar"
        onKeyDown={onKeyDown}
      >
        <div className="rte-group">{tools.slice(0, 5).map(button)}</div>
        <div className="rte-group">{tools.slice(5, 7).map(button)}</div>
        <div className="rte-group">{tools.slice(7, 11).map(button)}</div>
        <div className="rte-group">{tools.slice(11).map(button)}</div>
        {tableTools.length > 0 && (
          <fieldset className="rte-group">
            <legend className="sr-only">{t('pages.tool.tableTools')}</legend>
            {tableTools.map(button)}
          </fieldset>
        )}
      </div>
      {panel && (
        <Fragment key={panel.key}>
          {renderForm({
            kind: panel.kind,
            lang,
            file: panel.file,
            link:
              state.link && link.href
                ? { href: link.href, newTab: link.target === '_blank' }
                : null,
            picture:
              state.image && picture.src ? { src: picture.src, alt: picture.alt ?? '' } : null,
            applyLink,
            applyPicture,
            close,
          })}
        </Fragment>
      )}
    </>
  );
}

// The buttons' pictures: 20 px line drawings in the text's colour, hidden from screen readers
// (each button is named by its label).
function Icon({ children, flip = false }: { children: ReactNode; flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={flip ? 'rtl:-scale-x-100' : undefined}
    >
      {children}
    </svg>
  );
}

const BulletListIcon = () => (
  <Icon flip>
    <path d="M8 5h9M8 10h9M8 15h9" />
    <circle cx="4" cy="5" r="1" fill="currentColor" />
    <circle cx="4" cy="10" r="1" fill="currentColor" />
    <circle cx="4" cy="15" r="1" fill="currentColor" />
  </Icon>
);

const OrderedListIcon = () => (
  <Icon flip>
    <path d="M9 5h8M9 10h8M9 15h8M3.5 4l1-1v4M3 13.5a1.2 1.2 0 1 1 2 1L3 17h2.5" />
  </Icon>
);

const LinkIcon = () => (
  <Icon>
    <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1" />
    <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
  </Icon>
);

const UnlinkIcon = () => (
  <Icon>
    <path d="M13 12l3-3a3.5 3.5 0 0 0-5-5l-1 1M7 8l-3 3a3.5 3.5 0 0 0 5 5l1-1M3 3l14 14" />
  </Icon>
);

const PictureIcon = () => (
  <Icon>
    <rect x="3" y="4" width="14" height="12" rx="1.5" />
    <circle cx="7.5" cy="8" r="1.3" />
    <path d="M3.5 14.5l4-4 3 3 2-2 4 4" />
  </Icon>
);

const TableIcon = () => (
  <Icon>
    <rect x="3" y="4" width="14" height="12" rx="1" />
    <path d="M3 8h14M3 12h14M8 4v12M12.5 4v12" />
  </Icon>
);

// Undo points back (left, or right in Arabic), redo forward.
const UndoIcon = () => (
  <Icon flip>
    <path d="M7 5L3.5 8.5 7 12" />
    <path d="M4 8.5h7.5a4.5 4.5 0 0 1 0 9H9" />
  </Icon>
);

const RedoIcon = () => (
  <Icon flip>
    <path d="M13 5l3.5 3.5L13 12" />
    <path d="M16 8.5H8.5a4.5 4.5 0 0 0 0 9H11" />
  </Icon>
);
