// Loads the storefront's code once the page the server drew has painted: the code only hydrates
// that page, so it need not compete with the stylesheet and the pictures for a slow connection.
// The server names the code in data attributes (apps/api/src/plugins/static-site.ts).
(() => {
  const { entry, preload } = document.currentScript.dataset;
  const afterPaint = (run) => requestAnimationFrame(() => setTimeout(run, 0));
  afterPaint(() => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  });
})();
