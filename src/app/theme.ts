import { createTheme, rem, type MantineColorsTuple } from '@mantine/core';

// A warm courier orange. Shade 6 is the brand orange (#f76707, theme-color in index.html); shades
// 7-9 are burnt oranges dark enough for text: white on the filled shade 7 is 5.2:1, shade 9 text on
// the light variant's background 6.9:1 (WCAG AA asks 4.5:1; the brand orange gives white 3.0:1).
const courierOrange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#f76707',
  '#c2410c',
  '#a8380a',
  '#8f2f07',
];

// System fonts that carry every Turkish letter (ç ğ ı İ ö ş ü) without a web-font download.
const fontStack =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "DejaVu Sans", Arial, system-ui, -apple-system, sans-serif';

/** Options that scroll in their listbox, up to the component's maxDropdownHeight (220 px by default). */
const scrollingListbox = {
  defaultProps: { withScrollArea: false },
  styles: (_theme: unknown, props: { maxDropdownHeight?: number | string }) => ({
    options: { maxHeight: rem(props.maxDropdownHeight ?? 220), overflowY: 'auto' as const },
  }),
};

export const theme = createTheme({
  primaryColor: 'courier',
  primaryShade: { light: 7, dark: 6 },
  // Mantine's own orange (its light badges put shade 9, #d9480f, on shade 1: 3.6:1) becomes ours.
  colors: { courier: courierOrange, orange: courierOrange },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their system for less motion get no drawer/collapse animations (and e2e runs
  // with reduced motion, so clicks never land on a list that is still moving).
  respectReducedMotion: true,
  components: {
    Drawer: { defaultProps: { lockScroll: true, closeButtonProps: { 'aria-label': 'Kapat' } } },
    // A dialog's × has no text: screen readers need its name (axe: button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Kapat' } } },
    // Its eye is named in Turkish (Mantine's default is "Toggle password visibility"); the name leaves
    // out "Şifre" so that a field's label stays the only element the word labels.
    // A long options list scrolls in the listbox itself, not in a ScrollArea inside it: the input
    // controls the listbox (aria-controls), so a keyboard scrolls it with the arrows, and axe's
    // scrollable-region-focusable does not ask a combobox's popup to be focusable. A focusable
    // scroll area inside the listbox would break its children (aria-required-children).
    Select: scrollingListbox,
    MultiSelect: scrollingListbox,
    Autocomplete: scrollingListbox,
    TagsInput: scrollingListbox,
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Yazdığınızı göster veya gizle' } },
    },
  },
});
