// What a person types into a prerendered page before React has adopted it (issue 19). The page is
// on screen, and its inputs work, before the app's code has run: on a slow phone that can be a
// second or two. React 19 then hydrates without touching what the inputs show, but its state still
// holds what was prerendered (empty), so the next render empties them again, and a mask (the
// phone's) empties its input as it mounts. So: from before hydration, note the value of each input
// edited in #root; once React owns an input, hand that value to React as an input event would, and
// the form's state, the mask and what the input shows agree again.
//
// "React owns it" (has committed the node, so an event on it reaches React) is read from React's
// internals, the only sign there is: the fiber React keeps on the node and its flags, as React's
// own getNearestMountedFiber reads them (pinned by keep-typed-input.test.tsx with React's version).
// An input inside a Suspense slice that hydrates later is handed over then.
//
// Taps on buttons and form submissions made before the app runs are kept too: a submission would
// otherwise go out as the browser's own (the page reloaded with the fields in its address, what
// was typed lost), and a tap on a button (the menu, a step) did nothing. /boot.js (written by
// scripts/prerender.mjs) notes them from the start and stops the browser's own submission; once
// the fields are handed over and React owns the button or form, each is made again, in order.
//
// Between React taking a field over and its hand-over (up to a frame) the person may go on: a key
// or an edit on it hands it over first; a whole new value (a tick, a choice) wins over the note;
// a tap React gets itself hands over the fields first and is not made a second time.
//
// Once React listens on #root (hydrateRoot) and before it has hydrated a part, a tap there may go
// either way (issue 29): React may hydrate that part at once, for this tap, and handle it itself,
// or drop it (the part's code is not there yet). Noted as it came, it was made a second time in
// the first case (a step opened and closed again). So the tap is read again after React's own
// listener on #root (`reactListens`): hydrated for it, React handles it (the fields first);
// otherwise it is noted and made again later.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Noted = { kind: 'value'; value: string } | { kind: 'checked'; checked: boolean };

/** Input types whose caret can be placed (setSelectionRange throws on the others). */
const SELECTABLE = /^(text|search|tel|url|password)$/;

/** How long after hydration started an input still unowned by React is waited for. */
const GIVE_UP_MS = 15_000;

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * The key React puts on each DOM node it owns: `__reactFiber$` and the suffix of the key it put
 * on the root container (`__reactContainer$…`, the same suffix), once the root exists.
 */
function fiberKeyOf(root: HTMLElement): string | undefined {
  const container = Object.keys(root).find((key) => key.startsWith('__reactContainer$'));
  return container && `__reactFiber$${container.slice('__reactContainer$'.length)}`;
}

interface FiberLike {
  tag: number;
  flags: number;
  alternate: FiberLike | null;
  return: FiberLike | null;
}

// React's own values (ReactWorkTags, ReactFiberFlags), as its getNearestMountedFiber reads them.
const HOST_ROOT = 3;
const PLACEMENT = 2;
const HYDRATING = 4096;

/**
 * React has committed this node (hydrated it and run its effects), as React itself decides
 * whether an event on it reaches its handlers: a node of a hydration still being rendered (a
 * transition that yielded) already carries its fiber, but an event on it would be dropped.
 */
function ownedByReact(node: Node, fiberKey: string | undefined): boolean {
  // Read by name, not listed: a <select> may hide its own keys (its options are indexed on it).
  const fiber = fiberKey
    ? ((node as unknown as Record<string, unknown>)[fiberKey] as FiberLike | undefined)
    : undefined;
  if (!fiber) return false;
  // A fiber that has rendered before (it has an alternate) is mounted if it reaches the root; a
  // new one is not while it, or a parent, is still to be placed or hydrated.
  const isNew = !fiber.alternate;
  let top: FiberLike = fiber;
  let placed = false;
  for (let f: FiberLike | null = fiber; f; f = f.return) {
    if (isNew && (f.flags & (PLACEMENT | HYDRATING)) !== 0) placed = true;
    top = f;
  }
  return top.tag === HOST_ROOT && !placed;
}

/** What the field holds now, and whether it differs from what it was rendered with. */
function readField(field: Field): { noted: Noted; edited: boolean } {
  if (isToggle(field)) {
    return {
      noted: { kind: 'checked', checked: field.checked },
      edited: field.checked !== field.defaultChecked,
    };
  }
  if (field instanceof HTMLSelectElement) {
    const edited = [...field.options].some(
      (option) => option.selected !== (option.defaultSelected ?? option.hasAttribute('selected')),
    );
    return { noted: { kind: 'value', value: field.value }, edited };
  }
  return { noted: { kind: 'value', value: field.value }, edited: field.value !== field.defaultValue };
}

/** The setter of `value` on the element's prototype: it bypasses React's tracker on the node. */
function nativeValueSetter(field: Field): ((v: unknown) => void) | undefined {
  let proto: object | null = Object.getPrototypeOf(field);
  while (proto) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'value');
    if (descriptor?.set) return descriptor.set;
    proto = Object.getPrototypeOf(proto);
  }
  return undefined;
}

/**
 * Hands a noted value to React: React's tracker is told the field holds something else, the
 * value is put back, and the event React (and a mask) listen to is fired, so `onChange` runs.
 */
function handOver(field: Field, noted: Noted): void {
  if (noted.kind === 'checked') {
    if (!isToggle(field)) return;
    // A radio is chosen by the one that was ticked; an unticked one follows by itself.
    if (field.type === 'radio' && !noted.checked) return;
    if (field.checked === noted.checked && field.defaultChecked === noted.checked) return;
    field.checked = !noted.checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    // No tracker on a <select>: React reads its change event as it comes.
    field.value = noted.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // After hydration React keeps the rendered value as the default: nothing typed, nothing to do.
  if (noted.value === field.defaultValue && noted.value === field.value) return;
  field.value = noted.value === '' ? ' ' : '';
  // A mask (react-imask) works out what was typed from where the caret was at the last key: tell
  // it the caret sat at the start of the emptied field, as if the person typed it all again.
  if (field instanceof HTMLInputElement && SELECTABLE.test(field.type)) {
    field.setSelectionRange(0, 0);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
  }
  nativeValueSetter(field)?.call(field, noted.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A tap on a button or a form's submission, noted before React owned it. */
type EarlyAction = { kind: 'click'; target: HTMLButtonElement } | { kind: 'submit'; target: HTMLFormElement };

/** What /boot.js noted before the app's code ran (scripts/prerender.mjs, BOOT_SCRIPT). */
interface BootNotes {
  actions: { type: string; target: EventTarget | null; submitter?: Element | null }[];
  stop(): void;
}

function bootNotes(): BootNotes | undefined {
  return (window as unknown as { __kcEarly?: BootNotes }).__kcEarly;
}

/** A page the app renders without hydrating: /boot.js stops noting (and holding submissions). */
export function stopBootNotes(): void {
  bootNotes()?.stop();
}

/** The button a click landed on, unless it is on a link (which works without the app). */
function buttonOf(target: EventTarget | null): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest('button');
  return button && !button.disabled ? button : null;
}

/** Makes a noted action again, now that React owns its target. */
function replay(action: EarlyAction): void {
  if (action.kind === 'click') action.target.click();
  else action.target.requestSubmit();
}

export interface TypedInput {
  /**
   * Call right after `hydrateRoot`, in the same task: React listens on #root from now on. A tap
   * on a part it has not hydrated may make React hydrate that part at once and handle the tap
   * itself, or be dropped by React: which one is read after React's listener, so that the tap
   * is made again only when React dropped it.
   */
  reactListens(): void;
  /** Hands over what was noted for every field React owns now, and the rest once it does. */
  handOver(): void;
}

/** Starts noting edits in a prerendered #root; call before `hydrateRoot`. */
export function keepTypedInput(root: HTMLElement): TypedInput {
  const noted = new Map<Field, Noted>();
  const actions: EarlyAction[] = [];
  const started = Date.now();
  let handingOver = false;
  let frame = 0;

  /** The noted node for a field: itself, or the node React replaced it with (the same id). */
  const notedNodeOf = (field: Field): Field | undefined => {
    if (noted.has(field)) return field;
    if (!field.id) return undefined;
    for (const node of noted.keys()) if (!node.isConnected && node.id === field.id) return node;
    return undefined;
  };
  const note = (field: Field) => {
    if (!root.contains(field)) return;
    if (ownedByReact(field, fiberKeyOf(root))) {
      // Changed once React owned it and before its hand-over (a tick, a choice, an autofill: the
      // whole value at once): React has that newest change, and the older note must not undo it.
      const node = notedNodeOf(field);
      if (node) noted.delete(node);
      return;
    }
    const { noted: value } = readField(field);
    noted.set(field, value);
    if (handingOver) schedule();
  };
  // A key (or an edit) on a field React owns now but has not been handed its note yet. React
  // commits the page's slice (the router's Suspense around the page), and the mask empties the
  // field as it mounts; the hand-over runs at the next frame, or after the first commit's effects.
  // A key in between used to land on the emptied field and be overwritten by the hand-over (a
  // digit of a phone was lost in CI). Handed over first, the key lands after what was typed.
  const onBeforeEdit = (event: Event) => {
    if (!isField(event.target) || !ownedByReact(event.target, fiberKeyOf(root))) return;
    const node = notedNodeOf(event.target);
    if (!node) return;
    const value = noted.get(node)!;
    noted.delete(node);
    handOver(event.target, value);
  };
  // Typed before this script ran: only the fields that differ from their prerendered markup.
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const read = readField(field);
    if (read.edited) noted.set(field, read.noted);
  }
  const onEvent = (event: Event) => {
    if (isField(event.target)) note(event.target);
  };
  const noteAction = (type: string, target: EventTarget | null, submitter?: Element | null) => {
    const fiberKey = fiberKeyOf(root);
    if (type === 'click') {
      const button = buttonOf(target);
      if (button && root.contains(button) && !ownedByReact(button, fiberKey))
        actions.push({ kind: 'click', target: button });
    } else if (type === 'submit' && target instanceof HTMLFormElement && root.contains(target)) {
      // A submit button's tap is noted already: making it again submits.
      if (submitter && actions.some((a) => a.target === submitter)) return;
      if (!ownedByReact(target, fiberKey)) actions.push({ kind: 'submit', target });
    }
    if (handingOver) schedule();
  };
  /** The button or form a click or submission is for, in #root. */
  const actionTarget = (event: Event): HTMLButtonElement | HTMLFormElement | null => {
    const target =
      event.target instanceof HTMLFormElement
        ? event.target
        : event.type === 'click'
          ? buttonOf(event.target)
          : null;
    return target && root.contains(target) ? target : null;
  };
  /**
   * A tap React gets itself, before the hand-over ran: the fields it reads are handed over first,
   * and a tap noted earlier on the same button or form is not made again after it (the person
   * tapped again because nothing happened: once is what they asked for).
   */
  const takenByReact = (target: HTMLButtonElement | HTMLFormElement) => {
    handOverOwnedFields();
    const again = (action: EarlyAction) =>
      action.target === target ||
      (target instanceof HTMLFormElement &&
        action.target instanceof HTMLButtonElement &&
        action.target.form === target);
    for (let i = actions.length - 1; i >= 0; i--) if (again(actions[i]!)) actions.splice(i, 1);
  };
  /** Events on a part React listens for but has not hydrated: decided once React has seen them. */
  const undecided = new WeakSet<Event>();
  let reactListens = false;
  const onAction = (event: Event) => {
    const target = actionTarget(event);
    if (target && ownedByReact(target, fiberKeyOf(root))) {
      takenByReact(target);
      return;
    }
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) event.preventDefault();
    // React may hydrate the target at once for this very tap and handle it (its listener comes
    // next): noted now, it was made a second time (a step opened and closed again, issue 29).
    if (reactListens && target) undecided.add(event);
    else noteAction(event.type, event.target, (event as SubmitEvent).submitter);
  };
  // After React's own listener on #root (it does not stop the listeners of the node it is on).
  const afterReact = (event: Event) => {
    if (!undecided.has(event)) return;
    undecided.delete(event);
    const target = actionTarget(event);
    // Hydrated for it: React hands it to its handlers next (bubbling), after the fields.
    if (target && ownedByReact(target, fiberKeyOf(root))) takenByReact(target);
    // Not hydrated (its code is still loading): React dropped it, it is made again later.
    else noteAction(event.type, event.target, (event as SubmitEvent).submitter);
  };
  // What /boot.js noted before this script ran; from now on, this notes.
  const boot = bootNotes();
  for (const action of boot?.actions ?? []) noteAction(action.type, action.target, action.submitter);
  boot?.stop();
  // Capture, on #root, registered before React's own listeners there: this sees the event first.
  root.addEventListener('keydown', onBeforeEdit, true);
  root.addEventListener('beforeinput', onBeforeEdit, true);
  root.addEventListener('input', onEvent, true);
  root.addEventListener('change', onEvent, true);
  root.addEventListener('click', onAction, true);
  root.addEventListener('submit', onAction, true);
  const stop = () => {
    root.removeEventListener('keydown', onBeforeEdit, true);
    root.removeEventListener('beforeinput', onBeforeEdit, true);
    root.removeEventListener('input', onEvent, true);
    root.removeEventListener('change', onEvent, true);
    root.removeEventListener('click', onAction, true);
    root.removeEventListener('submit', onAction, true);
    root.removeEventListener('click', afterReact, true);
    root.removeEventListener('submit', afterReact, true);
    noted.clear();
    actions.length = 0;
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };

  function handOverOwnedFields() {
    const fiberKey = fiberKeyOf(root);
    for (const [field, value] of [...noted]) {
      // A field React replaced (it rendered the part again) is found by its id.
      const byId = field.id ? root.ownerDocument.getElementById(field.id) : null;
      const current = field.isConnected ? field : isField(byId) && root.contains(byId) ? byId : null;
      if (!current) {
        noted.delete(field);
        continue;
      }
      if (!ownedByReact(current, fiberKey)) continue;
      noted.delete(field);
      handOver(current, value);
    }
  }
  const run = () => {
    frame = 0;
    handOverOwnedFields();
    const fiberKey = fiberKeyOf(root);
    // Taps and submissions once every field is handed over (a submission reads them), in order.
    while (noted.size === 0 && actions.length > 0) {
      const action = actions[0]!;
      if (!action.target.isConnected) {
        actions.shift();
        continue;
      }
      if (!ownedByReact(action.target, fiberKey)) break;
      actions.shift();
      replay(action);
    }
    if (Date.now() - started > GIVE_UP_MS) stop();
    else if (noted.size > 0 || actions.length > 0) schedule();
  };
  function schedule() {
    if (!frame) frame = requestAnimationFrame(run);
  }

  return {
    reactListens() {
      if (reactListens) return;
      reactListens = true;
      root.addEventListener('click', afterReact, true);
      root.addEventListener('submit', afterReact, true);
    },
    handOver() {
      handingOver = true;
      run();
      // Fields in slices that hydrate later can still be edited until then: keep listening.
      setTimeout(stop, Math.max(0, GIVE_UP_MS - (Date.now() - started)));
    },
  };
}
