import { locationOutline, pricetagOutline } from 'ionicons/icons';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Icon } from './icon';

// The fields a stay search shares between a hotel's search form and the group's: where in the
// hotel or group (location) and the promo code. Each form binds them its own way (the group's
// through react-hook-form's register, the hotel's with a state of its own so the first page a
// guest sees needs no form library); each keeps its own look (the hotel's select is its own
// control, the group's sits in an iconed box like its other fields).

export interface StaySearchFieldValues {
  promo: string;
  location: number | null;
}

/** What a field is given to be bound: react-hook-form's register answer fits, as does a controlled value. */
export interface StaySearchFieldBinding {
  name: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
  ref?: (instance: HTMLInputElement | HTMLSelectElement | null) => void;
  value?: string;
}

export type StaySearchFieldBinder = (name: keyof StaySearchFieldValues) => StaySearchFieldBinding;

/** The location select's value as the form keeps it: a location id, or null for all of them. */
export const locationOfValue = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

export interface LocationGroup {
  /** The hotel the locations are in, when the choice spans several; null for one hotel's own. */
  label: string | null;
  locations: readonly { LocationId: number; Name: string }[];
}

export interface StaySearchFieldsProps {
  look: 'search-field' | 'group-field';
  bind: StaySearchFieldBinder;
  locationGroups: readonly LocationGroup[];
  showPromo?: boolean;
  /** Drawn between the location and the promo code (the hotel's area choice). */
  afterLocation?: ReactNode;
}

export function StaySearchFields({
  look,
  bind,
  locationGroups,
  showPromo = true,
  afterLocation = null,
}: StaySearchFieldsProps) {
  const id = useId();
  const hasLocations = locationGroups.some((group) => group.locations.length > 0);
  const grouped = look === 'group-field';
  const location = (
    <select
      id={`${id}-location`}
      className={grouped ? 'group-field__input group-field__select' : 'search-field__control search-field__select'}
      {...bind('location')}
    >
      <option value="">All locations</option>
      {locationGroups.map((group) => {
        const options = group.locations.map((place) => (
          <option key={place.LocationId} value={place.LocationId}>
            {place.Name}
          </option>
        ));
        return group.label === null ? (
          options
        ) : (
          <optgroup key={group.label} label={group.label}>
            {options}
          </optgroup>
        );
      })}
    </select>
  );
  return (
    <>
      {hasLocations ? (
        <div className={`${look} ${look}--location`}>
          <label className={`${look}__label`} htmlFor={`${id}-location`}>
            Location
          </label>
          {grouped ? (
            <span className="group-field__control">
              <Icon icon={locationOutline} />
              {location}
            </span>
          ) : (
            location
          )}
        </div>
      ) : null}
      {afterLocation}
      {showPromo ? (
        <div className={`${look} ${look}--promo`}>
          <label className={`${look}__label`} htmlFor={`${id}-promo`}>
            Promo code <span className={`${look}__optional`}>(optional)</span>
          </label>
          <span className={grouped ? 'group-field__control' : 'search-field__control search-field__input-wrap'}>
            <Icon icon={pricetagOutline} />
            <input
              id={`${id}-promo`}
              className={grouped ? 'group-field__input group-field__input--code' : 'search-field__input'}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...bind('promo')}
            />
          </span>
        </div>
      ) : null}
    </>
  );
}
