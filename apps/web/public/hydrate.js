// Loads the storefront's code once the page the server drew has painted: the code only hydrates
// that page, so it need not compete with the stylesheet and the pictures for a slow connection.
// The server names the code in data attributes (apps/api/src/plugins/static-site.ts).
(() => {
  const { entry, preload } = document.currentScript.dataset;
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
})();
