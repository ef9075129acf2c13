import { options, type VNode } from 'preact';

/** The props that name another element by its id, and the attribute each is written as. */
const ID_PROPS: Record<string, string> = {
  id: 'id',
  htmlFor: 'for',
  'aria-controls': 'aria-controls',
  'aria-describedby': 'aria-describedby',
  'aria-labelledby': 'aria-labelledby',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-owns': 'aria-owns',
  list: 'list',
};

/**
 * The server draws an island with React, whose `useId` counts otherwise than Preact's, and
 * Preact does not set an element's attributes when it hydrates it: an element drawn later (a
 * suggestion list, an error under a field) would name an id the page does not have. So once
 * Preact has placed an element, its id attributes are made the ones it rendered (decision 74).
 */
let kept = false;

export function keepIdsRendered(): void {
  if (kept) return;
  kept = true;
  const previous = options.diffed;
  options.diffed = (vnode: VNode) => {
    // Preact is built from its sources (islands-build.ts), where the vnode's element is `_dom`.
    const element = (vnode as VNode & { _dom?: Element | null })._dom;
    if (typeof vnode.type === 'string' && element?.nodeType === 1) {
      const props = vnode.props as Record<string, unknown>;
      for (const prop in ID_PROPS) {
        const value = props[prop];
        if (typeof value !== 'string') continue;
        const attribute = ID_PROPS[prop] as string;
        if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
      }
    }
    previous?.(vnode);
  };
}
