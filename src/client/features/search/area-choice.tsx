import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Property } from '../../../contract/property';
import { propertyGroupQueryOptions } from '../group/api/get-property-group';
import { paramsFromDraft, type SearchDraft } from './search-draft';

/**
 * The area, for a property in a group with hotels in several areas: this hotel's area by
 * default; another area lists the group's hotels there, each keeping the guest's search.
 */
export function AreaChoice({
  property,
  draft,
}: {
  property: Pick<Property, 'GroupCode' | 'AreaId' | 'PropertyCode'>;
  draft: SearchDraft;
}) {
  const id = useId();
  const group = useQuery({
    ...propertyGroupQueryOptions(property.GroupCode ?? ''),
    enabled: property.GroupCode !== null,
  });
  const [areaId, setAreaId] = useState<number | null>(property.AreaId);
  const areas = group.data?.Areas ?? [];
  if (areas.length < 2) return null;

  const otherHotels =
    areaId === property.AreaId
      ? []
      : (group.data?.Properties ?? []).filter(
          (hotel) => hotel.AreaId === areaId && hotel.PropertyCode !== property.PropertyCode,
        );
  const areaName = areas.find((area) => area.AreaId === areaId)?.Name;
  const search = paramsFromDraft(draft);
  return (
    <div className="search-field search-field--area">
      <label className="search-field__label" htmlFor={id}>
        Area
      </label>
      <select
        id={id}
        className="search-field__control search-field__select"
        value={areaId ?? ''}
        onChange={(event) => setAreaId(event.target.value ? Number(event.target.value) : null)}
      >
        {areas.map((area) => (
          <option key={area.AreaId} value={area.AreaId}>
            {area.Name}
          </option>
        ))}
      </select>
      {areaId !== property.AreaId ? (
        <div className="area-hotels" role="status">
          {otherHotels.length === 0 ? (
            <p>We have no other hotels in {areaName} yet.</p>
          ) : (
            <>
              <p>Our hotels in {areaName}:</p>
              <ul>
                {otherHotels.map((hotel) => (
                  <li key={hotel.PropertyCode}>
                    <Link to="/Book/$propertyCode" params={{ propertyCode: hotel.PropertyCode }} search={search}>
                      {hotel.PropertyName}
                      {hotel.City ? `, ${hotel.City}` : ''}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
