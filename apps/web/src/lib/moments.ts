/** When the page has nothing else to do (a part that answers touches, but not at once). */
export function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 4000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * When one of these elements comes within a screen of the viewport (rows further down); when
 * idle if there are none to watch (a part drawn as `display: contents` is seen by its children).
 */
export function nearScreen(elements: Iterable<Element>): Promise<void> {
  const targets = [...elements];
  if (targets.length === 0 || !('IntersectionObserver' in window)) return idle();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    for (const target of targets) observer.observe(target);
  });
}
