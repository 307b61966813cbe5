/** Design tokens: colours, type, spacing, radii, shadows, breakpoints, motion. */
const colors = {
  brand900: '#062e22',
  brand800: '#0a3d2e',
  brand700: '#0d4a37',
  brand600: '#11634a',
  brand500: '#16815f',
  brand400: '#3fa37f',
  brand200: '#b7e2cf',
  brand100: '#dff2e9',
  brand50: '#f1f9f5',
  accent600: '#b7791f',
  accent500: '#e0a93b',
  accent400: '#f2b84b',
  accent100: '#fdf1d8',
  white: '#ffffff',
  gray900: '#15201c',
  gray800: '#25312d',
  gray700: '#3b4843',
  gray600: '#56645f',
  gray500: '#75827d',
  gray400: '#a3ada9',
  gray300: '#cdd4d1',
  gray200: '#e3e8e6',
  gray100: '#f0f3f2',
  gray50: '#f7f9f8',
  success700: '#166c43',
  success100: '#dcf3e6',
  danger700: '#b42318',
  danger600: '#d92d20',
  danger100: '#fde7e5',
  warning700: '#9a4a03',
  warning100: '#fef0d7',
  info700: '#1f5fa8',
  info100: '#e2edfa',
} as const;

export const theme = {
  colors: {
    ...colors,
    text: colors.gray900,
    textMuted: colors.gray600,
    textInverse: colors.white,
    background: colors.white,
    surface: colors.white,
    surfaceMuted: colors.gray50,
    border: colors.gray200,
    borderStrong: colors.gray300,
    primary: colors.brand700,
    primaryHover: colors.brand600,
    focus: colors.accent500,
    link: colors.brand600,
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  lineHeights: { tight: 1.15, snug: 1.3, normal: 1.55 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
    24: '6rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(6, 46, 34, 0.08)',
    md: '0 4px 12px rgba(6, 46, 34, 0.1), 0 1px 3px rgba(6, 46, 34, 0.06)',
    lg: '0 18px 40px rgba(6, 46, 34, 0.16), 0 4px 10px rgba(6, 46, 34, 0.08)',
  },
  breakpoints: { xs: 390, sm: 640, md: 900, lg: 1280 },
  layout: { maxWidth: '1200px', headerHeight: '72px', portalHeaderHeight: '64px', sidebarWidth: '280px' },
  motion: { fast: '150ms', normal: '250ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndices: {
    /** A bar that stays in sight inside a scrolling box (a drawer form's buttons); a popup opens over it. */
    sticky: 1,
    popup: 2,
    header: 100,
    overlay: 200,
    drawer: 210,
    dialog: 220,
    toast: 300,
  },
} as const;

export type Theme = typeof theme;
type Breakpoint = keyof Theme['breakpoints'];

/** The media condition of screens narrower than a breakpoint, for useMediaQuery: '(max-width: 639.98px)'. */
export const narrowerThan = (bp: Breakpoint) => `(max-width: ${theme.breakpoints[bp] - 0.02}px)`;

/** Media queries by breakpoint: `${media.up('md')} { ... }` applies from 900px up. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${theme.breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media ${narrowerThan(bp)}`,
};
