import { searchOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { GroupPropertyResult } from '../../../contract/group-search';
import { schemaOfProblems, useRuledForm } from '../../ui/ruled-form';
import { locationOfValue, StaySearchFields } from '../../ui/stay-search-fields';
import { GroupDatesFields } from './group-dates-fields';
import { GroupRoomsFields } from './group-rooms-fields';
import { groupDraftProblems, type GroupSearchDraft } from './group-search-params';
import { Icon } from '../../ui/icon';

// The group search form: the property search's fields (dates, rooms and guests, location,
// promo code) for all the group's hotels at once.

export interface GroupSearchFormProps {
  initial: GroupSearchDraft;
  /** The group's hotels with their locations, for the location filter (from an unfiltered search). */
  hotels: readonly Pick<GroupPropertyResult, 'PropertyName' | 'Locations'>[];
  searching: boolean;
  onSearch: (draft: GroupSearchDraft) => void;
}

/** The problems of the dates on check-in, those of the rooms on rooms. */
function draftProblemsByField(draft: GroupSearchDraft, today: string) {
  const problems = groupDraftProblems(draft, today);
  return { checkIn: problems.dates, rooms: problems.rooms };
}

/** The guest's local today: the server checks each hotel's own today. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function GroupSearchForm({ initial, hotels, searching, onSearch }: GroupSearchFormProps) {
  const ids = useId();
  const [roomsOpen, setRoomsOpen] = useState(false);
  const [today] = useState(localToday);
  // Problems show from a search on and change only with the next one, as the guest presses it.
  const form = useRuledForm<GroupSearchDraft>(
    schemaOfProblems<GroupSearchDraft>((draft) => draftProblemsByField(draft, today)),
    {
      defaultValues: initial,
      mode: 'onSubmit',
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
    },
  );
  const { control, setValue, handleSubmit, formState } = form;
  const draft = useWatch({ control }) as GroupSearchDraft;
  const problems = { dates: formState.errors.checkIn?.message, rooms: formState.errors.rooms?.message };
  const change = (patch: Partial<GroupSearchDraft>) => {
    for (const [name, value] of Object.entries(patch)) setValue(name as keyof GroupSearchDraft, value as never);
  };
  const withLocations = hotels.filter((hotel) => hotel.Locations.length > 0);

  const submit = (event: FormEvent) =>
    void handleSubmit(onSearch, (errors) => {
      if (errors.rooms) setRoomsOpen(true);
    })(event);

  return (
    <form className="sf-card group-search-form" aria-labelledby={`${ids}-title`} noValidate onSubmit={submit}>
      <h2 id={`${ids}-title`} className="group-search-form__title">
        Search all our hotels
      </h2>

      <GroupDatesFields ids={ids} draft={draft} today={today} problem={problems.dates} change={change} />

      <GroupRoomsFields
        ids={ids}
        rooms={draft.rooms}
        problem={problems.rooms}
        open={roomsOpen}
        onOpenChange={setRoomsOpen}
        onChange={(rooms) => change({ rooms })}
      />

      <div className="group-search-form__extras">
        <StaySearchFields
          look="group-field"
          bind={(name) =>
            name === 'location' ? form.register('location', { setValueAs: locationOfValue }) : form.register(name)
          }
          locationGroups={withLocations.map((hotel) => ({ label: hotel.PropertyName, locations: hotel.Locations }))}
        />
        <button type="submit" className="sf-button sf-button--primary group-search-form__submit" aria-busy={searching}>
          <Icon icon={searchOutline} />
          <span>{searching ? 'Searching…' : 'Search hotels'}</span>
        </button>
      </div>
    </form>
  );
}
