// Loads the storefront's code once the page the server drew has painted: the code only hydrates
// that page, so it need not compete with the stylesheet and the pictures for a slow connection.
// The server names the code in data attributes (apps/api/src/plugins/static-site.ts).
(() => {
  const { entry, preload } = document.currentScript.dataset;
  keepEarlyTaps();
  const afterPaint = (run) => requestAnimationFrame(() => setTimeout(run, 0));
  afterPaint(() => {
    // One insertion for all of them: each change to <head> costs a slow phone a style check.
    const links = document.createDocumentFragment();
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    links.append(script);
    document.head.append(links);
  });

  /**
   * A tap on a button or a choice (a colour's swatch) before its code has come (decision 64) is
   * not lost: a button shows at once that it is working (data-tapped, index.css), and the tap is
   * made again as soon as its code has hydrated the element (on a page of islands a link's next
   * page is a page load, so a shopper often taps before the page is live). An element already
   * hydrated (in an island marked data-live, or, in the whole app, a DOM node carrying React's
   * fiber) is left alone; once the page is live (<html data-hydrated>) nothing more is kept.
   */
  function keepEarlyTaps() {
    const root = document.documentElement;
    const hydrated = (node) =>
      node.closest('[data-island][data-live]') !== null ||
      Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    // A button, or a choice (a colour, a size): a radio or checkbox, or the label that holds one.
    const tappable = (target) => {
      const found = target.closest(
        'button[type="button"], input[type="radio"], input[type="checkbox"], label',
      );
      if (found?.tagName !== 'LABEL') return found;
      const control = found.control;
      return control &&
        (control.type === 'radio' || control.type === 'checkbox') &&
        !control.disabled
        ? found
        : null;
    };
    const kept = new Set();
    const giveUpAt = Date.now() + 15_000;
    const keep = (event) => {
      const button = event.target instanceof Element && tappable(event.target);
      if (!button || button.disabled || hydrated(button) || Date.now() > giveUpAt) return;
      event.preventDefault();
      event.stopPropagation();
      button.setAttribute('data-tapped', '');
      kept.add(button);
    };
    document.addEventListener('click', keep, true);
    const replay = () => {
      for (const button of kept) {
        if (!button.isConnected || Date.now() > giveUpAt) {
          button.removeAttribute('data-tapped');
          kept.delete(button);
        } else if (hydrated(button)) {
          button.removeAttribute('data-tapped');
          kept.delete(button);
          button.click();
        }
      }
      if (kept.size > 0) requestAnimationFrame(replay);
    };
    new MutationObserver((_, observer) => {
      if (!root.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      document.removeEventListener('click', keep, true);
      replay();
    }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  }
})();
