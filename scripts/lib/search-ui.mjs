// Browser side of `npm run bench:search`: drives a site's search modal the way a reader does
// (Ctrl+K, type, read the result links) and runs Pagefind's JS API for the reference line.
// Two modal UIs are recognised:
//   - the built-in Rspress 2.0.22 panel (`.rp-search-panel__*`, `a.rp-suggest-item__link`);
//   - the site's own panel (`dialog.site-search`, `a.site-search__hit`, and
//     `.site-search__results[data-query]` set once the results of exactly that query are shown).

const BUILTIN = {
  kind: 'builtin',
  modal: '.rp-search-panel__modal',
  input: '.rp-search-panel__input',
  hit: 'a.rp-suggest-item__link',
};
const SITE = {
  kind: 'site-search',
  modal: 'dialog.site-search',
  input: 'dialog.site-search .site-search__input',
  hit: 'dialog.site-search a.site-search__hit',
};
// Generous: the built-in panel builds its index on the first search, which takes seconds.
const QUERY_TIMEOUT_MS = 60_000;
// The built-in panel gives no "results for this query" signal, so its results count as
// final once nothing in the modal has changed for this long (its debounce is 150 ms).
const BUILTIN_QUIET_MS = 400;

/**
 * Runs in every page before its own scripts: remembers when the reader last typed, when the
 * search modal last changed, and when `.site-search__results` got each `data-query`, all on
 * the page's own clock (performance.now()), so the latency does not include the round trips
 * of this script to the browser.
 */
function searchProbe() {
  const state = {
    lastInputAt: 0,
    lastInputValue: '',
    lastMutationAt: 0,
    renderedAt: {},
  };
  window.__searchBench = state;
  const SEARCH_UI = '.rp-search-panel__modal, .site-search';
  const inSearch = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    return Boolean(
      element &&
      (element.closest(SEARCH_UI) || element.querySelector?.(SEARCH_UI)),
    );
  };
  const noteRendered = (element, now) => {
    if (element.nodeType !== 1) return;
    const results = element.matches('.site-search__results[data-query]')
      ? [element]
      : element.querySelectorAll('.site-search__results[data-query]');
    for (const item of results)
      state.renderedAt[item.getAttribute('data-query')] = now;
  };
  document.addEventListener(
    'input',
    (event) => {
      state.lastInputAt = performance.now();
      state.lastInputValue = event.target?.value ?? '';
    },
    true,
  );
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      if (record.type === 'attributes' && record.attributeName === 'data-query')
        noteRendered(record.target, now);
      for (const node of record.addedNodes) noteRendered(node, now);
      if (inSearch(record.target) || [...record.addedNodes].some(inSearch))
        state.lastMutationAt = now;
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

export async function installSearchProbe(context) {
  await context.addInitScript(searchProbe);
}

/** Waits until React has hydrated the server-rendered page and the network is quiet. */
export async function waitForHydration(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root');
    return Boolean(
      root &&
      Object.keys(root).some((key) => key.startsWith('__reactContainer')),
    );
  });
}

/**
 * Opens the search modal with Ctrl+K and says which UI answered. Presses again when nothing
 * opened (a keypress can land before the shortcut listener is attached), but never while a
 * modal is open, since the built-in shortcut toggles.
 */
export async function openSearch(page) {
  const either = page.locator(`${BUILTIN.input}, ${SITE.input}`).first();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (!(await either.isVisible())) await page.keyboard.press('Control+k');
    try {
      await either.waitFor({ state: 'visible', timeout: 2_000 });
    } catch {
      continue;
    }
    return (await page.locator(SITE.input).isVisible()) ? SITE : BUILTIN;
  }
  throw new Error(`Ctrl+K opened no search modal on ${page.url()}`);
}

export async function closeSearch(page, ui) {
  await page.keyboard.press('Escape');
  await page.locator(ui.input).waitFor({ state: 'hidden', timeout: 5_000 });
}

/** Built-in panel: the input shows the query, the loading spinner is gone and the modal is quiet. */
function builtinSettled({ q, quietMs }) {
  const input = document.querySelector('.rp-search-panel__input');
  if (!input || input.value !== q) return false;
  if (document.querySelector('.rp-search-panel__search-icon--loading'))
    return false;
  const results = document.querySelector('.rp-search-panel__results');
  if (!results) return false;
  const shown = results.querySelector(
    'a.rp-suggest-item__link, .rp-no-search-result, .rp-search-panel__error',
  );
  return (
    Boolean(shown) &&
    performance.now() - window.__searchBench.lastMutationAt >= quietMs
  );
}

/** Site panel: the results container says it shows exactly this query. */
function siteSettled({ q }) {
  const input = document.querySelector(
    'dialog.site-search .site-search__input',
  );
  const results = document.querySelector(
    'dialog.site-search .site-search__results',
  );
  return Boolean(
    input &&
    input.value === q &&
    results &&
    results.getAttribute('data-query') === q,
  );
}

/**
 * Types one query into the open modal and reads the ranked result links.
 * Returns { hrefs, wallMs, engineMs, timedOut, note }; wallMs runs from the last keystroke to
 * the DOM change that showed the final results (built-in: the last change in the modal; site
 * panel: the moment `data-query` became the query).
 */
export async function runUiQuery(page, ui, q, { typeDelay }) {
  const input = page.locator(ui.input);
  await input.focus();
  if ((await input.inputValue()) !== '') await input.fill('');
  await page.keyboard.type(q, { delay: typeDelay });
  const settled = ui === SITE ? siteSettled : builtinSettled;
  try {
    await page.waitForFunction(
      settled,
      { q, quietMs: BUILTIN_QUIET_MS },
      { timeout: QUERY_TIMEOUT_MS },
    );
  } catch {
    return { hrefs: [], wallMs: null, engineMs: null, timedOut: true };
  }
  return page.evaluate(
    ({ q, hitSelector, isSite }) => {
      const probe = window.__searchBench;
      const hrefs = [...document.querySelectorAll(hitSelector)].map(
        (link) => link.href,
      );
      let engineMs = null;
      let renderedAt = probe.lastMutationAt;
      let note;
      if (isSite) {
        const results = document.querySelector(
          'dialog.site-search .site-search__results',
        );
        const reported = Number(results.getAttribute('data-search-ms'));
        engineMs =
          results.hasAttribute('data-search-ms') && Number.isFinite(reported)
            ? reported
            : null;
        renderedAt = probe.renderedAt[q] ?? probe.lastMutationAt;
        if (
          !hrefs.length &&
          !document.querySelector('dialog.site-search .site-search__empty')
        )
          note = 'no hits and no .site-search__empty';
      }
      if (probe.lastInputValue !== q)
        note = `last input event saw ${JSON.stringify(probe.lastInputValue)}`;
      return {
        hrefs,
        wallMs: Math.max(0, renderedAt - probe.lastInputAt),
        engineMs,
        timedOut: false,
        note,
      };
    },
    { q, hitSelector: ui.hit, isSite: ui === SITE },
  );
}

/**
 * Pagefind's JS API in the page (loaded from /pagefind/ on first use, as a lazy integration
 * would): search, then load the data of the first five results, which is what a result list
 * needs to render. Pagefind picks the index of the page's <html lang>; results are also
 * filtered by URL prefix to be sure. wallMs covers search() and the data() calls.
 */
export async function runPagefindQuery(page, q, lang) {
  return page.evaluate(
    async ({ q, lang }) => {
      window.__pagefind ??= import('/pagefind/pagefind.js').then(
        async (pagefind) => {
          await pagefind.init();
          return pagefind;
        },
      );
      const started = performance.now();
      const pagefind = await window.__pagefind;
      const search = await pagefind.search(q);
      const data = await Promise.all(
        search.results.slice(0, 5).map((result) => result.data()),
      );
      const wallMs = performance.now() - started;
      const inLang = (url) =>
        lang === 'zh'
          ? url.startsWith('/zh/') || url === '/zh'
          : !url.startsWith('/zh/') && url !== '/zh';
      return {
        hrefs: data.map((item) => item.url).filter(inLang),
        wallMs,
        engineMs: null,
        timedOut: false,
      };
    },
    { q, lang },
  );
}
