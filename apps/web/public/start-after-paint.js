// A server-rendered page (apps/api plugins/web) shows its content without scripts; they only
// make it interactive. So they start once the page's main picture has loaded: on a slow
// connection the picture gets the bandwidth first. This tag's data-entry is the app's entry
// module, data-preload the modules it imports.
(() => {
  // Links and forms work before the app has started; a button or a list box needs the app. A tap
  // on a button until then is kept (the last one) and replayed once the app has hydrated the
  // page, as is the last choice made in a list box (a sort order); once the app has begun to
  // hydrate the page, which it does in turns, a tap on a link is kept too. The events are
  // HYDRATING_EVENT, ALIVE_MARK and START_FAILED_EVENT of @souq/contracts. If the app cannot
  // start, the button does what it would without it: nothing.
  function keepTapsUntilAlive() {
    let kept = null;
    let chosen = null;
    let hydrating = false;
    const keep = (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const tapped = target?.closest(hydrating ? 'button, a[href]' : 'button');
      // A link opened elsewhere (a new tab) leaves this page as it is.
      const elsewhere = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
      if (!tapped || (tapped.tagName === 'A' && elsewhere)) return;
      event.preventDefault();
      event.stopPropagation();
      kept = tapped;
    };
    const choose = (event) => {
      if (event.target instanceof HTMLSelectElement)
        chosen = { select: event.target, value: event.target.value };
    };
    // A hydration that never ends (a section that failed) must not leave the links dead.
    const HYDRATION_LIMIT_MS = 5000;
    const startHydrating = () => {
      hydrating = true;
      setTimeout(() => {
        hydrating = false;
      }, HYDRATION_LIMIT_MS);
    };
    const stop = (event) => {
      document.removeEventListener('click', keep, true);
      document.removeEventListener('change', choose, true);
      document.removeEventListener('souq:hydrating', startHydrating);
      document.removeEventListener('souq:alive', stop);
      document.removeEventListener('souq:start-failed', stop);
      if (event.type !== 'souq:alive') return;
      if (chosen?.select.isConnected) {
        chosen.select.value = chosen.value;
        chosen.select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (kept?.isConnected) kept.click();
    };
    document.addEventListener('click', keep, true);
    document.addEventListener('change', choose, true);
    document.addEventListener('souq:hydrating', startHydrating);
    document.addEventListener('souq:alive', stop);
    document.addEventListener('souq:start-failed', stop);
  }
  keepTapsUntilAlive();

  const tag = document.currentScript;
  const entry = tag.dataset.entry;
  const preloads = (tag.dataset.preload || '').split(' ').filter(Boolean);
  // Each preload costs the page's thread a few milliseconds on a slow phone, and a page has
  // dozens: they are added a few at a time, each batch a task of its own, so that a tap is
  // answered in between. The app waits for the last batch (PRELOADED_EVENT of @souq/contracts)
  // before it loads the page's route modules: Vite's loader would otherwise add the rest in one
  // task.
  const BATCH = 3;
  const preloadFrom = (index) => {
    for (const href of preloads.slice(index, index + BATCH)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (index + BATCH < preloads.length) {
      // As the app's yieldToMain: a timer would wait a second a batch in a background tab.
      if (window.scheduler?.yield)
        void window.scheduler.yield().then(() => preloadFrom(index + BATCH));
      else setTimeout(preloadFrom, 0, index + BATCH);
      return;
    }
    tag.dataset.preloaded = '';
    document.dispatchEvent(new Event('souq:preloaded'));
  };
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    preloadFrom(0);
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
