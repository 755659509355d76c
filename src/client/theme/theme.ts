'use client';
import { createTheme } from '@mui/material/styles';
import NextLink from 'next/link';
import type { Direction } from '../../i18n/settings';

// The reference's theme constants: breakpoints 0/600/960/1280/1920, 8 px radius on buttons and cards,
// 14 px base font (in rem), a text and a display face per script (see globals.css and app/fonts.ts).
const radius = 8;
/** Fields' borders: 4.07:1 on white, 3.81:1 on the cream page (also in globals.css and the CSS modules). */
const fieldBorder = '#8a7a7e';
// The stacks are CSS variables set per language in globals.css, so each script gets its own faces.
const body = 'var(--stack-body)';
const display = 'var(--stack-display)';

export function createSilaiTheme(direction: Direction) {
  return createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    shape: { borderRadius: radius },
    palette: {
      primary: { main: '#7a1230', dark: '#560b21', light: '#a3344f', contrastText: '#ffffff' },
      secondary: { main: '#f2c14e', dark: '#c9971f', contrastText: '#2b1a08' },
      background: { default: '#fbf7f2', paper: '#ffffff' },
      text: { primary: '#2b1a1f', secondary: '#5c4a4f' },
    },
    typography: {
      fontSize: 14,
      fontFamily: body,
      h1: { fontFamily: display, fontWeight: 600 },
      h2: { fontFamily: display, fontWeight: 600 },
      h3: { fontFamily: display, fontWeight: 600 },
      h4: { fontFamily: display, fontWeight: 600 },
      button: { fontWeight: 600, letterSpacing: '0.04em' },
    },
    components: {
      // MUI removes the outline and shows a faint ripple on keyboard focus; a 3 px ring shows it.
      MuiButtonBase: {
        defaultProps: { LinkComponent: NextLink },
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #7a1230', outlineOffset: 2 } } },
      },
      MuiButton: { styleOverrides: { root: { borderRadius: radius } } },
      MuiCard: { styleOverrides: { root: { borderRadius: radius } } },
      // 16 px text in inputs so phones do not zoom on focus (pinch-zoom stays on, see docs/CONTRACT.md §9).
      MuiInputBase: { styleOverrides: { input: { fontSize: '1rem' } } },
      // Field borders at least 3:1 on white and on the cream page (WCAG 1.4.11; MUI's are 1.73:1).
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            '& .MuiOutlinedInput-notchedOutline': { borderColor: fieldBorder },
            '@media (hover: none)': {
              '&:hover:not(.Mui-focused) .MuiOutlinedInput-notchedOutline': { borderColor: fieldBorder },
            },
          },
        },
      },
      MuiFilledInput: {
        styleOverrides: { root: { '&::before': { borderBottomColor: fieldBorder } } },
      },
      MuiInput: {
        styleOverrides: { root: { '&::before': { borderBottomColor: fieldBorder } } },
      },
    },
  });
}
