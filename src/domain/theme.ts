import type { Theme } from '../contract/property-definition';
import { contrastingText, mixColours, readableOn, rgbTriplet, shadeOf, tintOf } from './colours';

// A property's (or group's) Theme mapped onto Ionic's colour variables, each with the text
// colour that reads on it, so every Ionic component and our own styles wear the brand. The app
// sets them on the document; the server writes them into a page's first paint.

/** Stayfront's own look, used for any colour a theme leaves out. */
export const defaultTheme: Required<Theme> = {
  Primary: '#1f3a5f',
  Secondary: '#8a6d3b',
  Accent: '#b08d57',
  Tertiary: '#4f6d7a',
  Dark: '#1b1f24',
  DarkPage: '#15202e',
  Positive: '#2e7d4f',
  Negative: '#b3261e',
  Info: '#1f6fb2',
  Warning: '#e8a317',
  LightPage: '#f6f4ef',
  BrandPrimary: '#1f3a5f',
};

const ionicColourOfTheme = {
  primary: 'Primary',
  secondary: 'Secondary',
  tertiary: 'Tertiary',
  success: 'Positive',
  danger: 'Negative',
  warning: 'Warning',
  dark: 'Dark',
  info: 'Info',
} as const satisfies Record<string, keyof Theme>;

function ionicColourVariables(name: string, colour: string): Record<string, string> {
  const contrast = contrastingText(colour);
  return {
    [`--ion-color-${name}`]: colour,
    [`--ion-color-${name}-rgb`]: rgbTriplet(colour),
    [`--ion-color-${name}-contrast`]: contrast,
    [`--ion-color-${name}-contrast-rgb`]: rgbTriplet(contrast),
    [`--ion-color-${name}-shade`]: shadeOf(colour),
    [`--ion-color-${name}-tint`]: tintOf(colour),
  };
}

/** Every CSS custom property the theme sets on the document. */
export function themeVariables(theme: Theme): Record<string, string> {
  const colours: Required<Theme> = { ...defaultTheme, ...theme };
  const page = colours.LightPage;
  const text = contrastingText(page) === '#000000' ? readableOn('#1b1f24', page, 7) : readableOn('#f4f5f7', page, 7);
  const variables: Record<string, string> = {};
  for (const [ionic, key] of Object.entries(ionicColourOfTheme))
    Object.assign(variables, ionicColourVariables(ionic, colours[key]));
  const brand = colours.BrandPrimary;
  return {
    ...variables,
    '--ion-background-color': page,
    '--ion-background-color-rgb': rgbTriplet(page),
    '--ion-text-color': text,
    '--ion-text-color-rgb': rgbTriplet(text),
    '--sf-text-muted': readableOn(mixColours(text, page, 0.35), page),
    '--sf-link': readableOn(colours.Primary, page),
    '--sf-link-on-surface': readableOn(colours.Primary, '#ffffff'),
    '--sf-accent': colours.Accent,
    '--sf-accent-on-surface': readableOn(colours.Accent, '#ffffff', 3),
    '--sf-brand': brand,
    '--sf-brand-contrast': contrastingText(brand),
    '--sf-dark-page': colours.DarkPage,
    '--sf-dark-page-contrast': contrastingText(colours.DarkPage),
    '--sf-dark-page-muted': readableOn(
      mixColours(contrastingText(colours.DarkPage), colours.DarkPage, 0.3),
      colours.DarkPage,
    ),
  };
}
