import { photoSizes, photoSources } from '../../domain/photo-sources';

export type PhotoLayout = keyof typeof photoSizes;

export interface PhotoProps {
  url: string;
  /** Where the photo is shown: the widths its narrower copies are chosen for. */
  layout: PhotoLayout;
  className?: string;
  /** Empty when the text beside the photo already says what it shows. */
  alt?: string;
  /**
   * 'first': the page's main photo, fetched before everything else; 'eager': shown at once;
   * 'lazy' (the default): fetched as it nears the screen.
   */
  load?: 'first' | 'eager' | 'lazy';
  draggable?: boolean;
}

/** A property photo, offering its narrower copies for the width it is shown at. */
export function Photo({ url, layout, className, alt = '', load = 'lazy', draggable }: PhotoProps) {
  const timing =
    load === 'first'
      ? ({ fetchPriority: 'high' } as const)
      : load === 'lazy'
        ? ({ loading: 'lazy', decoding: 'async' } as const)
        : ({ decoding: 'async' } as const);
  return (
    <img
      className={className}
      {...photoSources(url)}
      sizes={photoSizes[layout]}
      alt={alt}
      draggable={draggable}
      {...timing}
    />
  );
}
