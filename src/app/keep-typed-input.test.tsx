import { act, startTransition, useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import reactDomPackage from 'react-dom/package.json';
import { PhoneInput } from '@/ui/phone-input';
import { keepTypedInput, type TypedInput } from './keep-typed-input';

interface State {
  text: string;
  agree: boolean;
  vehicle: string;
  city: string;
  phone: string;
}

let seen: State | undefined;

/** A prerendered form of every kind of field: text, checkbox, radios, select, a masked phone. */
function Form() {
  const [text, setText] = useState('');
  const [agree, setAgree] = useState(true);
  const [vehicle, setVehicle] = useState('1');
  const [city, setCity] = useState('');
  const [phone, setPhone] = useState('');
  useEffect(() => {
    seen = { text, agree, vehicle, city, phone };
  });
  return (
    <MantineProvider>
      <form>
        <input id="text" value={text} onChange={(e) => setText(e.target.value)} />
        <input id="agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        {['1', '2'].map((v) => (
          <input
            key={v}
            id={`vehicle-${v}`}
            type="radio"
            name="vehicle"
            value={v}
            checked={vehicle === v}
            onChange={() => setVehicle(v)}
          />
        ))}
        <select id="city" value={city} onChange={(e) => setCity(e.target.value)}>
          <option value="">Seçiniz</option>
          <option value="34">İstanbul</option>
        </select>
        <PhoneInput id="phone" label="Telefon Numarası" value={phone} onChange={setPhone} />
      </form>
    </MantineProvider>
  );
}

const submitted: string[] = [];
const tapped: string[] = [];

/** A sign-in form: a phone, a menu button and a submit button. */
function SignIn() {
  const [phone, setPhone] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submitted.push(phone);
      }}
    >
      <input id="who" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <button id="menu" type="button" onClick={() => tapped.push('menu')}>
        Menü
      </button>
      <button id="send" type="submit">
        Giriş
      </button>
    </form>
  );
}

const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The page as prerendered, in the document. */
function prerender(element: ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.append(root);
  return root;
}

/** The prerendered HTML, then what a person does before the app's code runs. */
function prerenderAndType(): HTMLElement {
  const root = prerender(<Form />);
  field<HTMLInputElement>('text').value = 'Kapıda arayın';
  field<HTMLInputElement>('agree').checked = false;
  field<HTMLInputElement>('vehicle-2').checked = true;
  field<HTMLSelectElement>('city').value = '34';
  field<HTMLInputElement>('phone').value = '5321112233';
  return root;
}

async function hydrate(root: HTMLElement): Promise<Root> {
  let app: Root | undefined;
  await act(async () => {
    app = hydrateRoot(root, <Form />);
  });
  return app!;
}

/** Let the hand-over's animation frames run. */
async function frames() {
  await act(async () => {
    for (let i = 0; i < 3; i++)
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

/** The setter of `value` the browser itself uses (React's tracker on the node is bypassed). */
const setNativeValue = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);

/** One key typed as a browser does: keydown, beforeinput, the text put in at the caret, input. */
function typeKey(input: HTMLInputElement, key: string) {
  act(() => {
    if (!input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))) return;
    const edit = { data: key, inputType: 'insertText', bubbles: true };
    if (!input.dispatchEvent(new InputEvent('beforeinput', { ...edit, cancelable: true }))) return;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    setNativeValue(input, input.value.slice(0, start) + key + input.value.slice(end));
    input.setSelectionRange(start + 1, start + 1);
    input.dispatchEvent(new InputEvent('input', edit));
  });
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

let mounted: Root | undefined;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  document.body.innerHTML = '';
  seen = undefined;
});

describe('keepTypedInput (issue 19: typed before hydration)', () => {
  it('reads React internals (the fiber key, work tags, flags) of the version it was written for', () => {
    // When this fails after an upgrade: check `fiberKeyOf` and `ownedByReact` against React's
    // getNearestMountedFiber and ReactFiberFlags, and e2e/hydration.spec.ts "typed before".
    expect(reactDomPackage.version).toMatch(/^19\.2\./);
  });

  it('without it, React holds the prerendered values and the mask empties the phone', async () => {
    const root = prerenderAndType();
    mounted = await hydrate(root);
    expect(seen).toEqual({ text: '', agree: true, vehicle: '1', city: '', phone: '' });
    expect(field<HTMLInputElement>('phone').value).toBe('');
  });

  it('hands every edited field to React once it owns it: state and screen agree', async () => {
    const root = prerenderAndType();
    const typed = keepTypedInput(root);
    mounted = await hydrate(root);
    await act(async () => typed.handOver());
    await frames();
    expect(seen).toEqual({
      text: 'Kapıda arayın',
      agree: false,
      vehicle: '2',
      city: '34',
      phone: '05321112233',
    });
    expect(field<HTMLInputElement>('text').value).toBe('Kapıda arayın');
    expect(field<HTMLInputElement>('agree').checked).toBe(false);
    expect(field<HTMLInputElement>('vehicle-1').checked).toBe(false);
    expect(field<HTMLInputElement>('vehicle-2').checked).toBe(true);
    expect(field<HTMLSelectElement>('city').value).toBe('34');
    expect(field<HTMLInputElement>('phone').value).toBe('0(532) 111 22 33');
  });

  it('keeps what is typed after it starts and before hydration, and leaves untouched fields alone', async () => {
    const root = prerender(<Form />);
    const typed = keepTypedInput(root);
    const text = field<HTMLInputElement>('text');
    text.value = 'Zil çalışmıyor';
    text.dispatchEvent(new Event('input', { bubbles: true }));
    mounted = await hydrate(root);
    await act(async () => typed.handOver());
    await frames();
    expect(seen).toEqual({ text: 'Zil çalışmıyor', agree: true, vehicle: '1', city: '', phone: '' });
  });

  it('a key typed once React owns a field, before the hand-over, lands after what was typed (a digit lost in CI)', async () => {
    const root = prerender(<Form />);
    const typed = keepTypedInput(root);
    const phone = field<HTMLInputElement>('phone');
    for (const key of '053211') typeKey(phone, key);
    // React commits (owns the field, and the mask empties it) before the hand-over runs (at the
    // next frame, or after the first commit's effects): a key can come in between.
    mounted = await hydrate(root);
    for (const key of '12233') typeKey(phone, key);
    await act(async () => typed.handOver());
    await frames();
    expect(phone.value).toBe('0(532) 111 22 33');
    expect(seen?.phone).toBe('05321112233');
  });

  it('a field the person changes again once React owns it keeps the newest choice', async () => {
    const root = prerenderAndType();
    const typed = keepTypedInput(root);
    mounted = await hydrate(root);
    // Ticked again and İstanbul unchosen, on the fields React now owns, before the hand-over.
    act(() => field<HTMLInputElement>('agree').click());
    act(() => {
      field<HTMLSelectElement>('city').value = '';
      field('city').dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => typed.handOver());
    await frames();
    expect(field<HTMLInputElement>('agree').checked).toBe(true);
    expect(field<HTMLSelectElement>('city').value).toBe('');
    expect(seen).toMatchObject({ agree: true, city: '', text: 'Kapıda arayın', phone: '05321112233' });
  });

  it('a tap React gets itself before the hand-over submits what was typed, once', async () => {
    submitted.length = 0;
    const root = prerender(<SignIn />);
    const typed = keepTypedInput(root);
    const who = field<HTMLInputElement>('who');
    for (const key of '05331112233') typeKey(who, key);
    // Tapped before the app ran (nothing happened), then again once React owns the button.
    field<HTMLButtonElement>('send').click();
    await act(async () => {
      mounted = hydrateRoot(root, <SignIn />);
    });
    act(() => field<HTMLButtonElement>('send').click());
    expect(submitted).toEqual(['05331112233']);
    await act(async () => typed.handOver());
    await frames();
    expect(submitted).toEqual(['05331112233']);
  });

  it('makes a tap and a submission made before hydration again once React owns them, after the fields', async () => {
    submitted.length = 0;
    tapped.length = 0;
    const root = prerender(<SignIn />);
    const typed = keepTypedInput(root);
    field<HTMLInputElement>('who').value = '05331112233';
    field<HTMLInputElement>('who').dispatchEvent(new Event('input', { bubbles: true }));
    field<HTMLButtonElement>('menu').click();
    const form = root.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // The browser's own submission is stopped.
    expect(submit.defaultPrevented).toBe(true);
    expect(tapped).toEqual([]);
    await act(async () => {
      mounted = hydrateRoot(root, <SignIn />);
    });
    await act(async () => typed.handOver());
    await frames();
    expect(tapped).toEqual(['menu']);
    expect(submitted).toEqual(['05331112233']);
  });
});

describe('keepTypedInput (issue 29: a tap while React takes the page over)', () => {
  /** Hydrates as main.tsx does, in a transition the scheduler runs later, outside act. */
  function hydrateLater(root: HTMLElement, element: ReactElement, typed: TypedInput): Root {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let app: Root | undefined;
    startTransition(() => {
      app = hydrateRoot(root, element);
      typed.reactListens();
    });
    return app!;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('a tap React hydrates the page for and handles itself is not made a second time', async () => {
    tapped.length = 0;
    const root = prerender(<SignIn />);
    const typed = keepTypedInput(root);
    mounted = hydrateLater(root, <SignIn />, typed);
    // React listens but has not hydrated yet: a tap makes it hydrate at once and handle the tap.
    field<HTMLButtonElement>('menu').click();
    expect(tapped).toEqual(['menu']);
    await settle();
    typed.handOver();
    await settle();
    expect(tapped).toEqual(['menu']);
  });

  it('a submission React hydrates the form for goes out once, with what was typed before', async () => {
    submitted.length = 0;
    const root = prerender(<SignIn />);
    const typed = keepTypedInput(root);
    field<HTMLInputElement>('who').value = '05331112233';
    field<HTMLInputElement>('who').dispatchEvent(new Event('input', { bubbles: true }));
    mounted = hydrateLater(root, <SignIn />, typed);
    field<HTMLButtonElement>('send').click();
    await settle();
    typed.handOver();
    await settle();
    expect(submitted).toEqual(['05331112233']);
  });
});
