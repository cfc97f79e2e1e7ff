import { bedOutline, chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { Icon } from '../../ui/icon';
import { Photo } from '../../ui/photo';

/**
 * A room's photos: swipe on a phone, arrow buttons for everyone else, and "2 of 3". The strip
 * only scrolls from script, so keyboard users get the buttons rather than an extra scroll
 * region to tab through. Photos after the first load lazily.
 */
export function PhotoCarousel({
  photos,
  name,
  load = 'eager',
}: {
  photos: readonly string[];
  name: string;
  /**
   * How the first photo loads: 'first' for the page's largest picture (the first room's),
   * fetched before everything else; 'lazy' for rooms further down, which the server's first
   * screen already lists, so that their photos do not compete with the first room's.
   */
  load?: 'first' | 'eager' | 'lazy';
}) {
  const track = useRef<HTMLUListElement>(null);
  const swipeStart = useRef<number | null>(null);
  const [shown, setShown] = useState(0);
  if (photos.length === 0) {
    return (
      <div className="photo-carousel photo-carousel--empty" aria-hidden="true">
        <Icon icon={bedOutline} />
      </div>
    );
  }
  const go = (index: number) => {
    const list = track.current;
    if (!list) return;
    const next = (index + photos.length) % photos.length;
    list.scrollTo({ left: next * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className="photo-carousel" role="group" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <ul
        className="photo-carousel__track"
        ref={track}
        onScroll={(event) => {
          const list = event.currentTarget;
          setShown(Math.round(list.scrollLeft / Math.max(1, list.clientWidth)));
        }}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null || Math.abs(event.clientX - start) < 40) return;
          go(event.clientX < start ? shown + 1 : shown - 1);
        }}
      >
        {photos.map((photo, index) => (
          <li
            key={photo}
            className="photo-carousel__slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${photos.length}`}
          >
            <Photo
              url={photo}
              layout="room"
              alt={index === 0 ? name : `${name}, photo ${index + 1}`}
              load={index > 0 ? 'lazy' : load}
              draggable={false}
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 ? (
        <>
          <button
            type="button"
            className="photo-carousel__arrow photo-carousel__arrow--back"
            aria-label={`Previous photo of ${name}`}
            onClick={() => go(shown - 1)}
          >
            <Icon icon={chevronBackOutline} />
          </button>
          <button
            type="button"
            className="photo-carousel__arrow photo-carousel__arrow--forward"
            aria-label={`Next photo of ${name}`}
            onClick={() => go(shown + 1)}
          >
            <Icon icon={chevronForwardOutline} />
          </button>
          <span className="photo-carousel__count" aria-hidden="true">
            {shown + 1} / {photos.length}
          </span>
        </>
      ) : null}
    </div>
  );
}
