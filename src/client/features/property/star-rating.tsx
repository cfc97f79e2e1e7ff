import { star } from 'ionicons/icons';
import { Icon } from '../../ui/icon';

/** "4 star hotel" for screen readers; four stars for the eye. */
export function StarRating({ stars }: { stars: number }) {
  return (
    <span className="star-rating" role="img" aria-label={`${stars} star hotel`}>
      {Array.from({ length: stars }, (_, i) => (
        <Icon key={i} icon={star} />
      ))}
    </span>
  );
}
