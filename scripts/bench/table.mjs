// Issue 33's one table: every figure the bench measures for it, beside its budget, with pass or
// fail. The public routes' budgets are scripts/bench.mjs's `budgets` (their failures are counted
// there); the courier's are scripts/bench/courier.mjs's `courierBudgets`, whose failures
// `courierFailures` gives. A figure not measured in this run (BENCH_ONLY, a page not built yet)
// has its row, saying so.

import { TRACKING_PAGE } from './tracking-page.mjs';

const signed = (n) => (n > 0 ? `+${n}` : String(n));
const NOT_RUN = 'not measured in this run';

/** A row: the figure, its value, its budget in words, and true/false (null: no budget to check). */
const row = (figure, value, budget, pass) => ({ figure, value, budget, pass });

function lighthouseRows(name, entry, { behindReference, performance, lcpMs, fetchedJsKb }) {
  if (!entry)
    return [
      row(`${name}: Lighthouse performance (real build)`, NOT_RUN, `≥ reference − ${behindReference}`, null),
    ];
  const lh = entry.median;
  const ref = entry.reference.median;
  const behind = ref.performance - lh.performance;
  return [
    row(
      `${name}: Lighthouse performance (real build)`,
      `${lh.performance} (reference ${ref.performance}, ${signed(lh.performance - ref.performance)})`,
      `≥ reference − ${behindReference}${performance === undefined ? '' : ` and ≥ ${performance}`}`,
      behind <= behindReference && (performance === undefined || lh.performance >= performance),
    ),
    row(`${name}: TBT`, `${lh.tbtMs} ms (reference ${ref.tbtMs} ms)`, 'in the score', null),
    row(`${name}: LCP`, `${lh.lcpMs} ms (reference ${ref.lcpMs} ms)`, `< ${lcpMs} ms`, lh.lcpMs < lcpMs),
    row(
      `${name}: JS fetched`,
      `${lh.fetchedJsKb} KB`,
      fetchedJsKb === undefined ? '—' : `< ${fetchedJsKb} KB`,
      fetchedJsKb === undefined ? null : lh.fetchedJsKb < fetchedJsKb,
    ),
  ];
}

function firstLoadRow(result, path, budgetKb) {
  const fl = result.firstLoad[path];
  return row(
    `${path}: first-load JS gzip`,
    fl ? `${fl.jsGzipKb} KB` : NOT_RUN,
    budgetKb === undefined ? '—' : `< ${budgetKb} KB`,
    fl && budgetKb !== undefined ? fl.jsGzipKb < budgetKb : null,
  );
}

const tapRows = (label, taps, budgetMs) =>
  taps
    ? taps.actions.map((a) =>
        row(
          `${label}: ${a.action}, worst tap (4× CPU)`,
          `${a.worstMs} ms (${a.event})`,
          `< ${budgetMs} ms`,
          a.worstMs < budgetMs,
        ),
      )
    : [row(`${label}: taps (4× CPU)`, NOT_RUN, `< ${budgetMs} ms`, null)];

/** The courier's rows (issue 33): its two pages, its taps, and installed use. */
export function courierRows(result) {
  const b = result.budgets.courier;
  const real = result.lighthouse.real;
  const courier = real?.courier;
  const rows = [];
  for (const name of ['/kurye/isler', '/gonderi-takip/{id}/ihale/']) {
    rows.push(firstLoadRow(result, name, undefined));
    rows.push(
      ...lighthouseRows(name, courier?.pages[name], {
        behindReference: b.behindReference,
        lcpMs: result.budgets.lcpMs,
      }),
    );
  }
  rows.push(...tapRows('İşlerim / tender page', courier?.taps, b.worstTapMs));
  const installed = courier?.installed;
  rows.push(
    row(
      'Installed use: icon to a usable İşlerim, offline (4× CPU, median)',
      installed
        ? `${installed.median.usableMs} ms (home's button ${installed.median.homeButtonMs} ms, first card ${installed.median.firstCardMs} ms; ${installed.runs.length} opens)`
        : NOT_RUN,
      `< ${b.installedMs} ms (aim)`,
      installed ? installed.median.usableMs < b.installedMs : null,
    ),
  );
  return rows;
}

/** The public routes' rows, their budgets as scripts/bench.mjs checks them. */
function publicRows(result) {
  const b = result.budgets;
  const real = result.lighthouse.real;
  const rows = [
    firstLoadRow(result, '/', b.firstLoadJsGzipKb),
    firstLoadRow(result, '/gonderi-olustur', b.firstLoadJsGzipKb),
    ...b.noHeavierThanHome.pages.map((path) => {
      const own = result.firstLoad[path];
      const home = result.firstLoad['/'];
      const limit = home ? Math.round((home.jsGzipKb + b.noHeavierThanHome.toleranceKb) * 10) / 10 : null;
      return row(
        `${path}: first-load JS gzip`,
        own ? `${own.jsGzipKb} KB` : NOT_RUN,
        `≤ /'s + ${b.noHeavierThanHome.toleranceKb} KB${limit === null ? '' : ` (${limit} KB)`}`,
        own && limit !== null ? own.jsGzipKb <= limit : null,
      );
    }),
    (() => {
      const fl = result.firstLoad['/kurye/uye-ol'];
      return row(
        '/kurye/uye-ol: map code in the first load',
        fl ? (fl.mapInFirstLoad ? 'yes' : 'no') : NOT_RUN,
        'no',
        fl ? !fl.mapInFirstLoad : null,
      );
    })(),
    firstLoadRow(result, '/kurye/uye-ol', undefined),
  ];
  for (const path of ['/', '/gonderi-olustur'])
    rows.push(
      ...lighthouseRows(path, real?.[path], {
        ...b.route[path],
        lcpMs: b.lcpMs,
        fetchedJsKb: b.route[path].fetchedJsKb ?? b.real.fetchedJsKb,
      }),
    );
  const create = real?.interactions;
  rows.push(
    row(
      '/gonderi-olustur: worst first tap (4× CPU)',
      create ? `${create.worstMs} ms` : NOT_RUN,
      `< ${b.worstInteractionMs} ms`,
      create ? create.worstMs < b.worstInteractionMs : null,
    ),
  );
  return rows;
}

/**
 * The recipient's tracking page (issue 33, scripts/bench/tracking-page.mjs): its first-load JS once
 * the build has its entry; its LCP once the bench can open it (a recipient's token).
 */
function trackingRows(result) {
  const t = result.tracking;
  const none = 'sayfa henüz yok (not built yet)';
  return [
    row(
      `${TRACKING_PAGE.path}: first-load JS gzip`,
      t?.built ? `${t.jsGzipKb} KB (${t.files} files)` : none,
      `< ${TRACKING_PAGE.jsGzipKb} KB, no React, Mantine, router or map`,
      t?.built ? t.failures.length === 0 : null,
    ),
    row(`${TRACKING_PAGE.path}: LCP`, t?.built ? NOT_RUN : none, `< ${TRACKING_PAGE.lcpMs} ms`, null),
  ];
}

/** The courier's budget failures, as the bench lists them. */
export function courierFailures(result) {
  return courierRows(result)
    .filter((r) => r.pass === false)
    .map((r) => `${r.figure}: ${r.value}, budget ${r.budget}`);
}

/** Markdown lines of the one table. */
export function budgetTable(result) {
  const mark = (pass) => (pass === null ? '—' : pass ? 'pass' : '**FAIL**');
  const load = result.lighthouse.real?.courier?.load;
  return [
    'Issue 33, every figure beside its budget (real build unless said; the machine is shared, so ' +
      'Lighthouse scores are read against the reference page of the same batch' +
      (load ? `; load average ${load.before} at the courier part's start, ${load.after} at its end` : '') +
      '):',
    '',
    '| Figure | Measured | Budget | |',
    '| --- | --- | --- | --- |',
    ...[...publicRows(result), ...courierRows(result), ...trackingRows(result)].map(
      (r) => `| ${r.figure} | ${r.value} | ${r.budget} | ${mark(r.pass)} |`,
    ),
  ];
}
