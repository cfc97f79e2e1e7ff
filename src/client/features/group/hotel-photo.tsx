import { businessOutline } from 'ionicons/icons';
import { Icon } from '../../ui/icon';
import { Photo, type PhotoLayout } from '../../ui/photo';

/** A hotel's photo in the group's lists, or a building drawn in its place when it has none. */
export function HotelPhoto({
  url,
  layout,
  className,
}: {
  url: string | null | undefined;
  layout: PhotoLayout;
  className: string;
}) {
  return url ? (
    <Photo url={url} layout={layout} className={className} />
  ) : (
    <span className={`${className} ${className}--empty`}>
      <Icon icon={businessOutline} />
    </span>
  );
}
