import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { locationOfValue, type StaySearchFieldBinder } from '../../ui/stay-search-fields';
import type { SearchDraft } from './search-draft';

// The search form's state without a form library: the form is on the first page a guest sees,
// and react-hook-form would be the largest piece of that page's JavaScript. Problems show from
// a search on, and each goes when the guest changes what it is about (or searches again).

export interface SearchProblems {
  dates?: string;
  rooms?: string;
}

interface SearchFormStateOptions {
  initial: SearchDraft;
  /** Each change the guest makes (not a search pressed). */
  onDraftChange: (draft: SearchDraft) => void;
  /** The rules of a search, answered when the guest searches. */
  problemsOf: (draft: SearchDraft) => Promise<SearchProblems>;
}

export function useSearchFormState({ initial, onDraftChange, problemsOf }: SearchFormStateOptions) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<SearchProblems>({});
  const [searching, setSearching] = useState(false);
  const reported = useRef(JSON.stringify(initial));

  useEffect(() => {
    const text = JSON.stringify(draft);
    if (text === reported.current) return;
    reported.current = text;
    onDraftChange(JSON.parse(text) as SearchDraft);
  }, [draft, onDraftChange]);

  const change = useCallback((patch: Partial<SearchDraft>) => setDraft((before) => ({ ...before, ...patch })), []);
  const clearError = useCallback(
    (field: keyof SearchProblems) => setErrors((before) => ({ ...before, [field]: undefined })),
    [],
  );

  const bind: StaySearchFieldBinder = (name) =>
    name === 'location'
      ? {
          name,
          value: draft.location === null ? '' : String(draft.location),
          onChange: (event) => change({ location: locationOfValue(event.target.value) }),
        }
      : { name, value: draft.promo, onChange: (event) => change({ promo: event.target.value }) };

  /** Checks the search; a sound one goes to `onValid`, else its problems show and `onInvalid` runs. */
  const submitWith =
    (onValid: (draft: SearchDraft) => Promise<void>, onInvalid: (draft: SearchDraft) => void) =>
    async (event: FormEvent) => {
      event.preventDefault();
      setSearching(true);
      try {
        const found = await problemsOf(draft);
        const problems = { dates: found.dates || undefined, rooms: found.rooms || undefined };
        setErrors(problems);
        if (problems.dates || problems.rooms) onInvalid(draft);
        else await onValid(draft);
      } finally {
        setSearching(false);
      }
    };

  return { draft, errors, searching, change, clearError, bind, submitWith };
}
