import { IonIcon } from '@ionic/react';
import { star } from 'ionicons/icons';

/** "4 star hotel" for screen readers; four stars for the eye. */
export function StarRating({ stars }: { stars: number }) {
  return (
    <span className="star-rating" role="img" aria-label={`${stars} star hotel`}>
      {Array.from({ length: stars }, (_, i) => (
        <IonIcon key={i} icon={star} aria-hidden="true" />
      ))}
    </span>
  );
}
