// A server-rendered page (apps/api plugins/web) shows its content without scripts; they only
// make it interactive. So they start once the page's main picture has loaded: on a slow
// connection the picture gets the bandwidth first. This tag's data-entry is the app's entry
// module, data-preload the modules it imports.
(() => {
  const tag = document.currentScript;
  const entry = tag.dataset.entry;
  const preloads = (tag.dataset.preload || '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of preloads) {
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
  };
  const picture = document.querySelector('img[fetchpriority="high"]');
  const shown =
    picture && !picture.complete
      ? new Promise((resolve) => {
          picture.addEventListener('load', resolve, { once: true });
          picture.addEventListener('error', resolve, { once: true });
        })
      : Promise.resolve();
  void shown.then(start);
})();
