import { photoVariants } from './photo-variants';

// A property photo as an <img> asks for it: the photo itself and the narrower copies of it that
// `npm run images` made (tools/images.ts), so the browser fetches the smallest one that
// is sharp at the width the page shows it. The server's first paint of the search page and the
// app name the same copies with the same sizes, or a phone would fetch the hero photo twice.
// A photo with no copies (an address elsewhere) keeps its plain src.

/** The widths of the narrower copies, in pixels; a photo gets those narrower than itself. */
// 720 px: an offer or room card on a phone (about 376 px at a device pixel ratio of 1.75 or 2)
// needs no more; the search page's photo there is shown about 790 device pixels wide, the
// photos' own 800 px.
export const photoVariantWidths = [360, 480, 720];

const imagesPrefix = '/ClientApp/images/';

/** How wide each kind of photo is shown, for `sizes`: as the pages' styles lay them out. */
export const photoSizes = {
  /** The search page's and the group page's photo, the page's full width (app.css .property-hero). */
  hero: '(min-width: 768px) min(1056px, calc(100vw - 64px)), 100vw',
  /** An offer card: one column on a phone, cards of 280 px and more from 640 px (search.css). */
  offer: '(min-width: 640px) 340px, calc(100vw - 32px)',
  /** A room card's photos: the card's width on a phone, 42% of it from 720 px (rooms-and-rates.css). */
  room: '(min-width: 720px) 440px, calc(100vw - 32px)',
  /** A hotel of a group's search results: cards of 320 px and more from 768 px (group.css). */
  groupHotel: '(min-width: 768px) 520px, calc(100vw - 32px)',
  /** The small photos of a hotel card and of the room a rate is chosen for. */
  hotelThumbnail: '96px',
  roomThumbnail: '72px',
} as const;

export interface PhotoSources {
  src: string;
  /** The photo and its narrower copies, when it has any. */
  srcSet?: string;
  /** The photo's own size, so its box is sized before it arrives. */
  width?: number;
  height?: number;
}

/** The file name of a photo's copy `width` pixels wide: demo/exterior.webp → demo/exterior-480w.webp. */
export function photoVariantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}w.webp`);
}

export function photoSources(url: string): PhotoSources {
  const listed = url.startsWith(imagesPrefix) ? photoVariants[url.slice(imagesPrefix.length)] : undefined;
  if (!listed) return { src: url };
  const { width, height, widths } = listed;
  if (widths.length === 0) return { src: url, width, height };
  const srcSet = [...widths.map((w) => `${photoVariantUrl(url, w)} ${w}w`), `${url} ${width}w`].join(', ');
  return { src: url, srcSet, width, height };
}
