import { useEffect, useRef, useState, type RefObject } from 'react';
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
   * 'lazy' (the default): fetched as it nears the screen (the browser's own lazy loading, which
   * fetches all within a screen or two); 'scrolledTo': fetched once it comes on screen, for
   * photos below the first screen that a first visit need not pay for (it shows their frame,
   * tinted, for the moment they take to arrive).
   */
  load?: 'first' | 'eager' | 'lazy' | 'scrolledTo';
  draggable?: boolean;
}

/** A property photo, offering its narrower copies for the width it is shown at. */
export function Photo({ url, layout, className, alt = '', load = 'lazy', draggable }: PhotoProps) {
  const [ref, onScreen] = useOnScreen<HTMLImageElement>(load === 'scrolledTo');
  const timing =
    load === 'first'
      ? ({ fetchPriority: 'high' } as const)
      : load === 'lazy'
        ? ({ loading: 'lazy', decoding: 'async' } as const)
        : ({ decoding: 'async' } as const);
  const { src, srcSet, width, height } = photoSources(url);
  return (
    <img
      ref={ref}
      className={className}
      // Until it is on screen, an empty frame of the photo's size: nothing moves when it comes.
      {...(onScreen ? { src, srcSet, sizes: photoSizes[layout] } : {})}
      width={width}
      height={height}
      alt={alt}
      draggable={draggable}
      {...timing}
    />
  );
}

function useOnScreen<T extends Element>(watch: boolean): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Drawn by the server (its first screen), a photo that waits to be scrolled to waits there too.
  const [onScreen, setOnScreen] = useState(
    () => !watch || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    const element = ref.current;
    if (onScreen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setOnScreen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScreen]);
  return [ref, onScreen];
}
