import { options, type VNode } from 'preact';
import { useLayoutEffect } from 'react';

/**
 * React 19 moves a `<title>` rendered in a page to the head; Preact would leave it in the body.
 * The server's HTML has its title in the head already (apps/api page-html.ts takes it out of
 * the rendered body), so in the browser a `<title>` renders nothing and sets the document's.
 */
function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}

// Preact's option hooks are plain functions, called without `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'title') vnode.type = DocumentTitle as VNode['type'];
  previous?.(vnode);
};
