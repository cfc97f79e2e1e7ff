import type { BookingConfiguration, Property } from '../../contract/property';
import { photoSizes, photoSources } from '../../domain/photo-sources';
import { themeVariables } from '../../domain/theme';

// The first screen of the search page and of Rooms and Rates, written into the page itself so
// that a phone paints it before the app's JavaScript has arrived: the header bar, the property's
// photo and name, the search form's fields or the room cards still being searched for. It wears
// the app's own classes (the app's styles come inline with it, see shell.ts), so it lies exactly
// where the app then draws the same things; the app takes it away in the same frame as it shows
// its first page (src/client/ui/first-paint.ts). Everything written here is escaped: property
// names, addresses and image addresses are data.

export type FirstPaintPage = 'search' | 'rooms-and-rates';

/** The id the app looks for (src/client/ui/first-paint.ts). */
export const firstPaintId = 'first-paint';

export interface FirstPaintInput {
  page: FirstPaintPage;
  property: Property;
  bookingConfig: BookingConfiguration;
  /** The logo's natural size, when the server could read it; else the header shows no logo yet. */
  logoSize?: { width: number; height: number } | undefined;
}

export interface FirstPaint {
  /** For <head>: the photo the page opens with, fetched first, and the brand's colours. */
  head: string;
  /** The first screen, the first thing in <body>. */
  body: string;
  /** The Link header entry for the same photo, so the browser asks for it with the page. */
  imagePreload?: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderFirstPaint(input: FirstPaintInput): FirstPaint {
  const { page, property } = input;
  const heroImage = page === 'search' ? property.PropertyImageUrl : null;
  const head = [
    heroImage ? `<link rel="preload" as="image" ${heroPreloadAttributes(heroImage)} fetchpriority="high" />` : '',
    `<style>${themeStyle(property)}</style>`,
  ].join('');
  const content = page === 'search' ? searchPage(input) : roomsAndRatesPage(property);
  const body =
    `<div id="${firstPaintId}" class="ion-page first-paint">` +
    header(input) +
    `<div class="app-content"><main class="app-main">${content}</main></div></div>`;
  return {
    head,
    body,
    ...(heroImage ? { imagePreload: heroPreloadHeader(heroImage) } : {}),
  };
}

// The hero photo is named the same way in the preload, the Link header and the <img> as the app
// names it (PropertyHero): the same srcset and sizes, so the browser fetches one copy of it once.

function heroImageAttributes(url: string): string {
  const { src, srcSet, width, height } = photoSources(url);
  return (
    `src="${escapeHtml(src)}"` +
    (srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${photoSizes.hero}"` : '') +
    (width && height ? ` width="${width}" height="${height}"` : '')
  );
}

function heroPreloadAttributes(url: string): string {
  const { src, srcSet } = photoSources(url);
  return (
    `href="${escapeHtml(src)}"` + (srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${photoSizes.hero}"` : '')
  );
}

function heroPreloadHeader(url: string): string {
  const { src, srcSet } = photoSources(url);
  // Each address escaped on its own: the spaces and commas between them are the srcset's own.
  const headerSrcSet = srcSet
    ?.split(', ')
    .map((candidate) => candidate.replace(/^\S+/, (address) => encodeURI(address)))
    .join(', ');
  const responsive = headerSrcSet ? `; imagesrcset="${headerSrcSet}"; imagesizes="${photoSizes.hero}"` : '';
  return `<${encodeURI(src)}>; rel=preload; as=image${responsive}; fetchpriority=high`;
}

/**
 * The brand's colours for the first screen only (the app sets them on the document itself), and
 * what Ionic's components would draw before their script is there: the header bar and icons.
 */
function themeStyle(property: Property): string {
  const variables = Object.entries(themeVariables(property.Theme ?? {}))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const id = `#${firstPaintId}`;
  // The values are colours computed from validated hex codes; nothing in them can end the rule.
  return (
    `${id}{${variables};background:var(--ion-background-color);color:var(--ion-text-color)}` +
    `${id} .first-paint__toolbar{display:flex;align-items:center;justify-content:space-between;min-height:64px;` +
    `padding:0 calc(var(--sf-gutter) - 8px) 0 var(--sf-gutter);border-top:3px solid var(--sf-brand);` +
    `box-shadow:0 1px 0 var(--sf-border);background:var(--ion-toolbar-background,#fff)}` +
    `${id} .first-paint__icon{display:inline-block;flex:none;width:1em;height:1em;fill:currentColor;stroke:currentColor}` +
    `${id} .menu-button .first-paint__icon{width:24px;height:24px}` +
    `${id} .search-field__control .first-paint__icon{font-size:1.3rem;color:var(--sf-link-on-surface)}` +
    `${id} .sf-button .first-paint__icon{font-size:1.2em}` +
    // The stay ("Wed 9 Dec – Fri 11 Dec · 2 nights · 1 room · 2 adults") takes two lines on a phone.
    `${id} .rooms-rates__stay{min-height:40px}@media (min-width:768px){${id} .rooms-rates__stay{min-height:0}}`
  );
}

function header({ property, logoSize }: FirstPaintInput): string {
  // As BrandLogo shows it: the logo at the width spec section 9 gives it, else the name.
  const brand = !property.LogoFileUrl
    ? `<span class="brand-logo__name">${escapeHtml(property.PropertyName)}</span>`
    : logoSize
      ? `<img class="brand-logo__image" src="${escapeHtml(property.LogoFileUrl)}" alt="" width="${logoSize.width}" height="${logoSize.height}" />`
      : '';
  return (
    `<header class="app-header"><div class="first-paint__toolbar">` +
    `<div class="app-header__brand"><span class="brand-logo">${brand}</span></div>` +
    `<div class="app-header__end"><span class="menu-button">${icon('menu')}</span></div>` +
    `</div></header>`
  );
}

function searchPage({ property, bookingConfig }: FirstPaintInput): string {
  const image = property.PropertyImageUrl;
  const stars = property.HasRating && property.HotelRating ? property.HotelRating : 0;
  const meta =
    (stars ? `<span class="star-rating">${icon('star').repeat(stars)}</span>` : '') +
    (property.PropertyAddress
      ? `<p class="property-hero__address">${icon('location')}<span>${escapeHtml(property.PropertyAddress)}</span></p>`
      : '');
  const hero =
    `<header class="property-hero${image ? '' : ' property-hero--no-image'}">` +
    // Its size is the hero's, set by the app's styles.
    (image ? `<img class="property-hero__image" ${heroImageAttributes(image)} alt="" fetchpriority="high" />` : '') +
    `<div class="property-hero__text"><h1 class="property-hero__eyebrow">Book your stay</h1>` +
    `<h2 class="property-hero__name">${escapeHtml(property.PropertyName)}</h2>` +
    `<div class="property-hero__meta">${meta}</div></div></header>`;
  // The form's fields as it will show them, still empty: the app fills them from the URL.
  const fields = [
    choiceField('dates', 'Dates', 'calendar'),
    choiceField('rooms', 'Rooms and guests', 'person'),
    bookingConfig.Locations.length > 0 ? emptyField('location', 'Location') : '',
    bookingConfig.HidePromoCodeOnLandingPage
      ? ''
      : emptyField('promo', 'Promo code <span class="search-field__optional">(optional)</span>'),
  ].join('');
  return (
    `<div class="search-page">${hero}<div class="search-page__body"><div class="search-form">` +
    `<h2 class="search-form__title">Find your room</h2><div class="search-form__fields">${fields}` +
    `<span class="sf-button sf-button--primary search-form__submit">Search</span></div></div></div></div>`
  );
}

function choiceField(kind: string, label: string, iconName: IconName): string {
  return (
    `<div class="search-field search-field--${kind}"><span class="search-field__label">${label}</span>` +
    `<span class="search-field__control">${icon(iconName)}</span></div>`
  );
}

function emptyField(kind: string, label: string): string {
  return (
    `<div class="search-field search-field--${kind}"><span class="search-field__label">${label}</span>` +
    `<span class="search-field__control"></span></div>`
  );
}

/** Rooms and Rates while its search runs: the page's header and the cards being searched for. */
function roomsAndRatesPage(property: Property): string {
  const currency =
    property.AvailableCurrencies.length > 1
      ? `<div class="currency-picker"><span>Show prices in</span><select tabindex="-1" aria-hidden="true">` +
        `<option>${escapeHtml(property.Currency)}</option></select></div>`
      : '';
  const card =
    '<div class="searching__card"><div class="searching__photo"></div>' +
    '<div class="searching__lines"><span></span><span></span><span></span></div></div>';
  return (
    `<div class="rooms-rates"><header class="rooms-rates__header"><h1 class="rooms-rates__title">Rooms and rates</h1>` +
    `<p class="rooms-rates__stay"><span>&nbsp;</span></p><div class="rooms-rates__actions">` +
    `<span class="sf-button sf-button--secondary">${icon('calendar')}<span>Change dates</span></span>` +
    `<span class="sf-button sf-button--secondary">${icon('edit')}<span>Edit search</span></span>${currency}</div></header>` +
    `<div class="searching">${card.repeat(3)}</div></div>`
  );
}

type IconName = keyof typeof iconPaths;

// Ionicons' outlines (menu-outline, star, location-outline, calendar-clear-outline,
// person-outline, create-outline), as the app's icons draw them.
const iconPaths = {
  menu: '<path d="M80 160h352M80 256h352M80 352h352" fill="none" stroke-linecap="round" stroke-width="32"/>',
  star: '<path stroke="none" d="M394 480a16 16 0 0 1-9.39-3L256 383.76 127.39 477a16 16 0 0 1-24.55-18.08L153 310.35 23 221.2a16 16 0 0 1 9-29.2h160.38l48.4-148.95a16 16 0 0 1 30.44 0l48.4 149H480a16 16 0 0 1 9.05 29.2L359 310.35l50.13 148.53A16 16 0 0 1 394 480"/>',
  location:
    '<path d="M256 48c-79.5 0-144 61.39-144 137 0 87 96 224.87 131.25 272.49a15.77 15.77 0 0 0 25.5 0C304 409.89 400 272.07 400 185c0-75.61-64.5-137-144-137" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="32"/><circle cx="256" cy="192" r="48" fill="none" stroke-width="32"/>',
  calendar:
    '<rect width="416" height="384" x="48" y="80" fill="none" stroke-linejoin="round" stroke-width="32" rx="48"/><path fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="32" d="M128 48v32M384 48v32M464 160H48"/>',
  person:
    '<path d="M344 144c-3.92 52.87-44 96-88 96s-84.15-43.12-88-96c-4-55 35-96 88-96s92 42 88 96" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="32"/><path d="M256 304c-87 0-175.3 48-191.64 138.6C62.39 453.52 68.57 464 80 464h352c11.44 0 17.62-10.48 15.65-21.4C431.3 352 343 304 256 304Z" fill="none" stroke-miterlimit="10" stroke-width="32"/>',
  edit: '<path d="M384 224v184a40 40 0 0 1-40 40H104a40 40 0 0 1-40-40V168a40 40 0 0 1 40-40h167.48" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="32"/><path stroke="none" d="M459.94 53.25a16.06 16.06 0 0 0-23.22-.56L424.35 65a8 8 0 0 0 0 11.31l11.34 11.32a8 8 0 0 0 11.34 0l12.06-12c6.1-6.09 6.67-16.01.85-22.38M399.34 90 218.82 270.2a9 9 0 0 0-2.31 3.93L208.16 299a3.91 3.91 0 0 0 4.86 4.86l24.85-8.35a9 9 0 0 0 3.93-2.31L422 112.66a9 9 0 0 0 0-12.66l-9.95-10a9 9 0 0 0-12.71 0"/>',
} as const;

function icon(name: IconName): string {
  return `<svg class="first-paint__icon" viewBox="0 0 512 512" aria-hidden="true">${iconPaths[name]}</svg>`;
}
