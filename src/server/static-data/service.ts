import type { Country, CreditCardType } from '../../contract/property';
import type { StaticDataRepository } from './repository';

// The countries and card types lists, held in memory until an operator flushes them.
// Country names are given in the asked language when the runtime knows it (Intl), else in
// the stored English names; languages are resolved first so the cache stays small.

export function createStaticDataService(repository: StaticDataRepository) {
  const cache = new Map<string, Promise<unknown>>();

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = cache.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      cache.set(key, entry);
      // A failed read is not kept: the next call asks the database again.
      entry.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
    }
    return entry;
  }

  return {
    listCountries(languageCode: string): Promise<Country[]> {
      const language = resolveLanguage(languageCode);
      return cached(`countries:${language}`, async () => {
        const rows = await repository.listCountries();
        if (language === 'en') return rows.map(({ sortOrder: _sortOrder, ...country }) => country);
        const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
        const collator = new Intl.Collator(language);
        return rows
          .map((r) => ({ ...r, Name: regionName(names, r.Code) ?? r.Name }))
          .sort((a, b) => a.sortOrder - b.sortOrder || collator.compare(a.Name, b.Name))
          .map(({ sortOrder: _sortOrder, ...country }) => country);
      });
    },

    listCreditCardTypes(): Promise<CreditCardType[]> {
      return cached('creditcardtypes', () => repository.listCreditCardTypes());
    },

    flush(): void {
      cache.clear();
    },
  };
}

export type StaticDataService = ReturnType<typeof createStaticDataService>;

/**
 * "de-AT" -> "de" when the runtime has names in German, "xx" -> "en". Only the language is kept:
 * region variants of names are rare, and it bounds the cache whatever callers send.
 * English names are the stored ones.
 */
export function resolveLanguage(languageCode: string): string {
  let language: string;
  try {
    language = new Intl.Locale(languageCode).language;
  } catch {
    return 'en';
  }
  const supported = Intl.DisplayNames.supportedLocalesOf([language])[0];
  return supported && supported !== 'en' ? supported : 'en';
}

function regionName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code.toUpperCase());
  } catch {
    // Not an ISO region code (e.g. a territory the runtime does not know).
    return undefined;
  }
}
