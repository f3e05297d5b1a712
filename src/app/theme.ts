import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A warm courier orange (theme-color in index.html is its shade 6, #f76707).
const courierOrange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#d9480f',
];

// System fonts that carry every Turkish letter (ç ğ ı İ ö ş ü) without a web-font download.
const fontStack =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "DejaVu Sans", Arial, system-ui, -apple-system, sans-serif';

export const theme = createTheme({
  primaryColor: 'courier',
  primaryShade: { light: 7, dark: 6 },
  colors: { courier: courierOrange },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their system for less motion get no drawer/collapse animations (and e2e runs
  // with reduced motion, so clicks never land on a list that is still moving).
  respectReducedMotion: true,
  components: {
    Drawer: { defaultProps: { lockScroll: true } },
  },
});
