import {
  calendarClearOutline,
  calendarOutline,
  createOutline,
  locationOutline,
  menuOutline,
  personOutline,
  star,
} from 'ionicons/icons';
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

/** The brand's colours for the first screen only (the app sets them on the document itself). */
function themeStyle(property: Property): string {
  const variables = Object.entries(themeVariables(property.Theme ?? {}))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const id = `#${firstPaintId}`;
  // The values are colours computed from validated hex codes; nothing in them can end the rule.
  return (
    `${id}{${variables};background:var(--ion-background-color);color:var(--ion-text-color)}` +
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
    `<header class="app-header"><div class="app-header__bar">` +
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
    choiceField('dates', 'Dates', 'calendarClear'),
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

// The app's own icons (ionicons' drawings), drawn as its Icon component draws them (ui/icon.tsx),
// so app.css sizes and colours them alike.
const icons = {
  menu: menuOutline,
  star,
  location: locationOutline,
  calendar: calendarOutline,
  calendarClear: calendarClearOutline,
  person: personOutline,
  edit: createOutline,
} as const;

type IconName = keyof typeof icons;

function icon(name: IconName): string {
  const drawing = icons[name];
  return `<span class="icon" aria-hidden="true">${drawing.slice(drawing.indexOf(',') + 1)}</span>`;
}
