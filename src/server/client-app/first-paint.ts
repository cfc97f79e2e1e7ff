import {
  calendarClearOutline,
  calendarOutline,
  createOutline,
  locationOutline,
  menuOutline,
  personOutline,
  star,
} from 'ionicons/icons';
import { roomsSummary, type RoomGuests } from '../../domain/guests-text';
import { nightsText, shortDateText } from '../../domain/stay-dates-text';
import { nightsBetween } from '../../domain/stay-nights';
import type { BookingConfiguration, Property } from '../../contract/property';
import { bookingSteps, flowSteps } from '../../domain/booking-flow';
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
  /** Rooms and Rates: the room type the app will offer first for the URL's stay, when the server found it. */
  firstRoom?: FirstRoom | undefined;
}

/** The first room card's name and photo: what a phone shows of Rooms and Rates above the fold. */
export interface FirstRoom {
  name: string;
  photo: string | undefined;
  /** How many rooms the search is for ("Your room", or "Room 1 of 2"). */
  roomsSearched: number;
  /** The stay as the page's header says it, the same words the app then draws. */
  stay: { from: string; to: string; rooms: RoomGuests[]; promo: string | null };
}

/** "Sat 19 Dec – Mon 21 Dec · 2 nights · 1 room · 2 adults", as the app's header writes it. */
function stayLine(stay: FirstRoom['stay']): string {
  const parts = [
    `${shortDateText(stay.from)} – ${shortDateText(stay.to)}`,
    nightsText(nightsBetween(stay.from, stay.to)),
    roomsSummary(stay.rooms),
    ...(stay.promo ? [`Promo code ${stay.promo.toUpperCase()}`] : []),
  ];
  return parts.map((part) => `<span>${escapeHtml(part)}</span>`).join('');
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
  // The page's largest picture: fetched first, and the app starts once it is painted (app-start.ts).
  const photo: PagePhoto | null =
    page === 'search'
      ? property.PropertyImageUrl
        ? { url: property.PropertyImageUrl, layout: 'hero' }
        : null
      : input.firstRoom?.photo
        ? { url: input.firstRoom.photo, layout: 'room' }
        : null;
  const head = [
    photo ? `<link rel="preload" as="image" ${photoPreloadAttributes(photo)} fetchpriority="high" />` : '',
    `<style>${themeStyle(property)}</style>`,
  ].join('');
  const content = page === 'search' ? searchPage(input) : roomsAndRatesPage(property, input.firstRoom);
  const body =
    `<div id="${firstPaintId}" class="ion-page first-paint">` +
    header(input) +
    `<div class="app-content"><main class="app-main">${content}</main></div></div>`;
  return {
    head,
    body,
    ...(photo ? { imagePreload: photoPreloadHeader(photo) } : {}),
  };
}

// The page's photo is named the same way in the preload, the Link header and the <img> as the
// app names it (PropertyHero, PhotoCarousel): the same srcset and sizes, so the browser fetches
// one copy of it once.

interface PagePhoto {
  url: string;
  layout: 'hero' | 'room';
}

function photoAttributes({ url, layout }: PagePhoto): string {
  const { src, srcSet, width, height } = photoSources(url);
  return (
    `src="${escapeHtml(src)}"` +
    (srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${photoSizes[layout]}"` : '') +
    (width && height ? ` width="${width}" height="${height}"` : '')
  );
}

function photoPreloadAttributes({ url, layout }: PagePhoto): string {
  const { src, srcSet } = photoSources(url);
  return (
    `href="${escapeHtml(src)}"` +
    (srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${photoSizes[layout]}"` : '')
  );
}

function photoPreloadHeader({ url, layout }: PagePhoto): string {
  const { src, srcSet } = photoSources(url);
  // Each address escaped on its own: the spaces and commas between them are the srcset's own.
  const headerSrcSet = srcSet
    ?.split(', ')
    .map((candidate) => candidate.replace(/^\S+/, (address) => encodeURI(address)))
    .join(', ');
  const responsive = headerSrcSet ? `; imagesrcset="${headerSrcSet}"; imagesizes="${photoSizes[layout]}"` : '';
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
    // Without a stay the server could read, the header keeps room for its two lines on a phone
    // (18 px each and a 2 px gap, as the app's "Wed 9 Dec – Fri 11 Dec · 2 nights · 1 room · 2 adults").
    `${id} .rooms-rates__stay:has(> span:only-child){min-height:38px}@media (min-width:768px){${id} .rooms-rates__stay{min-height:0}}`
  );
}

function header({ property, logoSize }: FirstPaintInput): string {
  // As BrandLogo shows it: the logo at its width (300 px when wider than 16:9, else 100 px), else the name.
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
    (image
      ? `<img class="property-hero__image" ${photoAttributes({ url: image, layout: 'hero' })} alt="" fetchpriority="high" />`
      : '') +
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

/**
 * Rooms and Rates while its search runs: the page's header and the cards being searched for; the
 * first of them, when the server has searched the URL's stay, as the room it found, with its photo.
 */
function roomsAndRatesPage(property: Property, firstRoom: FirstRoom | undefined): string {
  const currency =
    property.AvailableCurrencies.length > 1
      ? `<div class="currency-picker"><span>Show prices in</span><select tabindex="-1" aria-hidden="true">` +
        `<option>${escapeHtml(property.Currency)}</option></select></div>`
      : '';
  const card =
    '<div class="searching__card"><div class="searching__photo"></div>' +
    '<div class="searching__lines"><span></span><span></span><span></span></div></div>';
  // With the first room found, the booking flow's first step as the app draws it above the room,
  // so the photo lies where the app's will, and the cards still being searched for under it.
  const rooms = firstRoom
    ? `<div class="rooms-rates__layout"><section class="rooms-rates__step">${flowProgress()}` +
      `<p class="rooms-rates__room">${firstRoom.roomsSearched > 1 ? `Room 1 of ${firstRoom.roomsSearched}` : 'Your room'}</p>` +
      `<h2 class="rooms-rates__step-title">Choose your room</h2><ul class="offer-list"><li>${roomCard(firstRoom)}</li></ul>` +
      `<div class="searching">${card.repeat(2)}</div></section></div>`
    : `<div class="searching">${card.repeat(3)}</div>`;
  return (
    `<div class="rooms-rates"><header class="rooms-rates__header"><h1 class="rooms-rates__title">Rooms and rates</h1>` +
    `<p class="rooms-rates__stay">${firstRoom ? stayLine(firstRoom.stay) : '<span>&nbsp;</span>'}</p><div class="rooms-rates__actions">` +
    `<span class="sf-button sf-button--secondary">${icon('calendar')}<span>Change dates</span></span>` +
    `<span class="sf-button sf-button--secondary">${icon('edit')}<span>Edit search</span></span>${currency}</div></header>` +
    `${rooms}</div>`
  );
}

/** The booking flow's progress bar at its first step, as the app's FlowProgress draws it. */
function flowProgress(): string {
  const steps = flowSteps
    .map(
      ({ step, label }) =>
        `<li class="flow-progress__step${step === bookingSteps.RoomTypeSelection ? ' flow-progress__step--current' : ''}">` +
        `<span class="flow-progress__label">${label}</span></li>`,
    )
    .join('');
  return `<ol class="flow-progress">${steps}</ol>`;
}

/** A room card as the app's RoomTypeCard starts: its first photo and its name. */
function roomCard({ name, photo }: FirstRoom): string {
  const picture = photo
    ? `<div class="photo-carousel"><ul class="photo-carousel__track"><li class="photo-carousel__slide">` +
      `<img ${photoAttributes({ url: photo, layout: 'room' })} alt="${escapeHtml(name)}" fetchpriority="high" />` +
      `</li></ul></div>`
    : `<div class="photo-carousel photo-carousel--empty"></div>`;
  return (
    `<article class="room-card">${picture}<div class="room-card__body"><div class="room-card__head">` +
    `<h3 class="room-card__name">${escapeHtml(name)}</h3></div></div></article>`
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
