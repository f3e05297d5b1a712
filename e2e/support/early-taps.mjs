// Taps made while a prerendered page starts (issue 29): each kind of early tap the public pages
// offer, made at once after a navigation, and what became of it. Shared by the e2e test
// (e2e/early-taps.spec.ts) and the measurement loop (scripts/early-taps.mjs), which taps many
// times at 1× and 4× CPU and counts the outcomes (not timings: the machine is shared).
//
// What is recorded in the page (an init script, before any of the page's own):
// - the tap itself (the first trusted click) and the phase of the page's start it fell in:
//   `before-boot` (/boot.js not run yet), `boot` (noted by /boot.js or keep-typed-input, React
//   not listening yet), `hydrating` (React listens, the target is not hydrated yet), `owned`
//   (React owns the target, the app has not said it is ready), `ready` (both);
// - every click or submit that reached React's handlers: it got past #root (React stops an event
//   it cannot deliver) and its target is owned by React (the test React itself makes);
// - every `click()` or `requestSubmit()` made by the page's code (the replay of a noted tap, or a
//   toggle's hand-over).
// The outcome: `direct` (React got the tap itself), `replayed` (noted, made again once), `dropped`
// (nothing reached React), `twice` (it reached React twice: a toggle undone), `undone` (it reached
// React once, but what it did is not on screen any more).
/* global window, document, performance, indexedDB, Element, HTMLElement, HTMLFormElement -- instrument() runs in the page */

/** The init script: runs in the page before /boot.js. */
export function instrument() {
  // Each try starts without the create form's draft (the tap before made one): deleted before
  // the app reads it (an earlier transaction on the store). The store as idb-keyval makes it.
  const open = indexedDB.open('keyval-store');
  open.onupgradeneeded = () => open.result.createObjectStore('keyval');
  open.onsuccess = () => {
    const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
    store.getAllKeys().onsuccess = (event) => {
      for (const key of event.target.result)
        if (typeof key === 'string' && key.startsWith('kc.shipment-draft.')) store.delete(key);
    };
    store.transaction.oncomplete = () => open.result.close();
  };
  const log = [];
  window.__earlyTaps = log;
  const fiberKey = () => {
    const root = document.getElementById('root');
    const container = root && Object.keys(root).find((key) => key.startsWith('__reactContainer$'));
    return container && `__reactFiber$${container.slice('__reactContainer$'.length)}`;
  };
  // React's getNearestMountedFiber, as src/app/keep-typed-input.ts reads it.
  const owned = (node) => {
    const key = fiberKey();
    const fiber = key && node ? node[key] : undefined;
    if (!fiber) return false;
    const isNew = !fiber.alternate;
    let top = fiber;
    let placed = false;
    for (let f = fiber; f; f = f.return) {
      if (isNew && (f.flags & (2 | 4096)) !== 0) placed = true;
      top = f;
    }
    return top.tag === 3 && !placed;
  };
  window.__earlyOwned = owned;
  const phase = (target) => {
    if (!window.__kcEarly) return 'before-boot';
    if (!fiberKey()) return 'boot';
    if (!owned(target)) return 'hydrating';
    return document.documentElement.dataset.appReady ? 'ready' : 'owned';
  };
  for (const type of ['click', 'submit']) {
    document.addEventListener(
      type,
      (event) => {
        if (event.isTrusted && type === 'click' && !window.__earlyTap)
          window.__earlyTap = { target: event.target, phase: phase(event.target), at: performance.now() };
      },
      true,
    );
    window.addEventListener(type, (event) => {
      if (owned(event.target)) log.push({ delivered: type, target: event.target, trusted: event.isTrusted });
    });
  }
  const click = HTMLElement.prototype.click;
  HTMLElement.prototype.click = function () {
    log.push({ replay: 'click', target: this });
    return click.call(this);
  };
  const requestSubmit = HTMLFormElement.prototype.requestSubmit;
  HTMLFormElement.prototype.requestSubmit = function (submitter) {
    log.push({ replay: 'submit', target: this });
    return requestSubmit.call(this, submitter);
  };
}

/**
 * The kinds of early tap: the page, what is tapped, and (in the page) the element whose clicks or
 * submissions count and whether the tap's effect is on screen.
 */
export const KINDS = {
  header: {
    label: 'the "Çıkış Adresi" step header',
    path: '/gonderi-olustur',
    locate: (page) => page.locator('[data-step="4"] .mantine-Accordion-control'),
  },
  burger: {
    label: 'the burger menu',
    path: '/',
    locate: (page) => page.getByRole('button', { name: 'Menüyü aç' }),
  },
  radio: {
    label: 'the "Araba" radio',
    path: '/gonderi-olustur',
    locate: (page) => page.getByRole('radio', { name: 'Araba' }),
  },
  checkbox: {
    label: 'the "İhaleye çıkar" checkbox',
    path: '/gonderi-olustur',
    locate: (page) => page.getByRole('checkbox', { name: 'İhaleye çıkar' }),
  },
  next: {
    label: '"Sonraki Adım"',
    path: '/gonderi-olustur',
    locate: (page) => page.locator('[data-step="1"]').getByRole('button', { name: 'Sonraki Adım' }),
  },
  signin: {
    label: '"Giriş" (customer sign-in, empty phone)',
    path: '/giris',
    locate: (page) => page.getByRole('button', { name: 'Giriş', exact: true }),
  },
};

/** In the page: what became of the tap (see the file's head). */
function outcomeOf(kind) {
  const tap = window.__earlyTap;
  if (!tap)
    return { phase: 'none', noted: false, replays: 0, deliveries: 0, landed: false, outcome: 'no tap' };
  const log = window.__earlyTaps;
  const step = (id) => document.querySelector(`[data-step="${id}"] .mantine-Accordion-control`);
  const target = tap.target;
  const HIT = {
    header: '[data-step="4"] .mantine-Accordion-control, [data-step="4"] .mantine-Accordion-control *',
    burger: 'header button, header button *',
    radio: 'input[type="radio"]',
    checkbox: 'input[type="checkbox"]',
    next: '[data-step="1"] button, [data-step="1"] button *',
    signin: 'form button[type="submit"], form button[type="submit"] *',
  };
  if (!(target instanceof Element) || !target.matches(HIT[kind]))
    return { phase: tap.phase, noted: false, replays: 0, deliveries: 0, landed: false, outcome: 'missed' };
  const toggle = kind === 'radio' || kind === 'checkbox';
  const button = target.closest('button');
  const form = target.closest('form');
  const subject = toggle ? target : kind === 'signin' ? form : button;
  const counts = (node) => node && (toggle ? node === subject : subject.contains(node) || node === button);
  const type = kind === 'signin' ? 'submit' : 'click';
  const deliveries = log.filter((e) => e.delivered === type && counts(e.target)).length;
  const replays = log.filter((e) => e.replay && counts(e.target)).length;
  const bootNoted = (window.__kcEarly?.actions ?? []).some((a) => a.target && subject.contains(a.target));
  let landed;
  if (kind === 'header' || kind === 'burger') {
    // Found again by the same place, should React have replaced the node.
    const now = kind === 'header' ? step(4) : document.querySelector('header button[aria-expanded]');
    landed = now?.getAttribute('aria-expanded') === 'true';
  } else if (kind === 'radio') {
    // The form holds the car: the car's default weight is chosen.
    landed = target.checked && document.querySelector('[data-step="1"] select')?.value === '5';
  } else if (kind === 'checkbox') {
    landed = target.checked;
  } else if (kind === 'next') {
    // The next step opens, or the warning says what is missing.
    landed =
      step(7)?.getAttribute('aria-expanded') === 'true' || document.querySelector('[role="dialog"]') !== null;
  } else {
    landed = document.querySelector('#root input[aria-invalid="true"]') !== null;
  }
  const outcome =
    deliveries === 0
      ? 'dropped'
      : deliveries > 1
        ? 'twice'
        : !landed
          ? 'undone'
          : replays > 0
            ? 'replayed'
            : 'direct';
  return { phase: tap.phase, noted: bootNoted || replays > 0, replays, deliveries, landed, outcome };
}

/**
 * The phone the taps are made on: a Pixel 7's screen (at 360×740 the price bar covers the
 * "Çıkış Adresi" header until the page is scrolled).
 */
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** How long a finger rests on the screen in a tap. */
const FINGER_MS = 100;

/** How long after the app is ready a replay may still come (it waits for a frame). */
const SETTLE_MS = 600;

/** Where the kind's target is on screen (the prerendered page has the app's layout: no shift). */
export async function targetPoint(page, kind) {
  const spec = KINDS[kind];
  await page.goto(spec.path);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  // A point of it no other element covers (the price bar sits over the foot of the screen).
  const point = await spec.locate(page).evaluate((target) => {
    const box = target.getBoundingClientRect();
    for (const fy of [0.5, 0.3, 0.15, 0.7])
      for (const fx of [0.5, 0.3, 0.7]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (hit && (target.contains(hit) || hit.closest('label')?.control === target)) return { x, y };
      }
    return null;
  });
  if (!point) throw new Error(`${kind}: the target is not on screen`);
  return point;
}

/**
 * One try: a fresh navigation to the kind's page and, as soon as its target shows (or, `when`
 * 'committed', as soon as React has committed its first render; `delayMs` later), a tap at its place, sent as the phone's input is, without waiting for the page's
 * scripts (a locator's tap waits for the page to answer, so it comes after the app's long tasks).
 * Then, once the app runs and has settled, what became of it.
 */
export async function tapEarly(page, kind, point, { delayMs = 0, when = 'shown', input = 'touch' } = {}) {
  const spec = KINDS[kind];
  // The same address again is a reload to Chromium, which puts the page back where it was
  // scrolled ("Sonraki Adım" scrolls to the next step): from the top, as a new visit.
  await page.evaluate(() => window.scrollTo(0, 0)).catch(() => undefined);
  await page.goto(spec.path, { waitUntil: 'commit' });
  await spec.locate(page).waitFor({ timeout: 15_000 });
  if (when === 'committed') {
    // React has committed its first render (the app says it runs): the page's own part is
    // hydrated apart, later (a Suspense boundary), and the tap may come first.
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, {
      polling: 'raf',
      timeout: 20_000,
    });
  }
  if (delayMs > 0) await page.waitForTimeout(delayMs);
  if (input === 'mouse') await page.mouse.click(point.x, point.y);
  else if (input === 'finger') {
    // A finger rests on the glass for about a tenth of a second: the page's start goes on
    // between the touch and the click that follows its end.
    const cdp = await page.context().newCDPSession(page);
    const touchPoints = [{ x: point.x, y: point.y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
    await page.waitForTimeout(FINGER_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else await page.touchscreen.tap(point.x, point.y);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  // React owns what was tapped (a noted tap is made again at the next frame), then a while.
  await page.waitForFunction(
    () => !window.__earlyTap || window.__earlyOwned(window.__earlyTap.target),
    null,
    {
      timeout: 30_000,
    },
  );
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(outcomeOf, kind);
}

/** Sets the page's CPU slowdown (4: a cheap Android phone). */
export async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}
