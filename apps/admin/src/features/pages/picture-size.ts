import type { Editor } from '@tiptap/react';

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * A picture's own width and height, read by loading it (the upload's answer does not say them);
 * null when it does not load within `timeoutMs`.
 */
export function pictureSize(src: string, timeoutMs = 5000): Promise<PictureSize | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const done = (size: PictureSize | null) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(size);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    image.onload = () =>
      done(
        image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null,
      );
    image.onerror = () => done(null);
    image.src = src;
  });
}

/**
 * Writes a picture's size on every picture of that address that has none yet, so the shop's page
 * keeps the picture's place while it loads (its styles scale it to the text, in proportion). Part
 * of inserting it: not a step of its own in the undo history.
 */
export function giveSize(editor: Editor, src: string, size: PictureSize): void {
  if (editor.isDestroyed) return;
  const { tr, doc } = editor.state;
  doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === src && !node.attrs.width) {
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...size });
    }
  });
  if (tr.docChanged) editor.view.dispatch(tr.setMeta('addToHistory', false));
}
