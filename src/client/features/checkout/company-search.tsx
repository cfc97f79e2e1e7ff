import { IonSpinner } from '../../ui/ion-spinner';
import { useEffect, useId, useState } from 'react';
import type { Company } from '../../../contract/companies';
import { useCompanySearch } from './api/search-companies';

// The company typeahead of the company invoice: type part of the name, pick the company.

export interface CompanySearchProps {
  propertyCode: string;
  company: { AccountId: number; Name: string } | null;
  onChoose: (company: { AccountId: number; Name: string } | null) => void;
  error?: string;
}

const searchDelayMs = 300;

export function CompanySearch({ propertyCode, company, onChoose, error }: CompanySearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [text]);
  const search = useCompanySearch(propertyCode, query);
  const searching = query.trim().length >= 2;

  if (company) {
    return (
      <div className="checkout-field">
        <span className="checkout-field__label">Company</span>
        <p className="company-chosen">
          <strong>{company.Name}</strong>
          <button type="button" className="sf-text-button" onClick={() => onChoose(null)}>
            Change company
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="checkout-field">
      <label className="checkout-field__label" htmlFor={`${id}-input`}>
        Company
      </label>
      <input
        id={`${id}-input`}
        className="checkout-field__control"
        type="search"
        autoComplete="organization"
        value={text}
        placeholder="Type your company's name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="checkout-field__hint">
          At least 2 letters of the name or account code.
        </p>
      )}
      <div aria-live="polite">
        {!searching ? null : search.isPending ? (
          <p className="company-results__status">
            <IonSpinner name="crescent" aria-hidden="true" /> Searching…
          </p>
        ) : search.isError ? (
          <p className="company-results__status company-results__status--error">Error while searching for Companies</p>
        ) : search.data.length === 0 ? (
          <p className="company-results__status">No Results found</p>
        ) : (
          <ul className="company-results" aria-label="Companies found">
            {search.data.map((found: Company) => (
              <li key={found.AccountId}>
                <button
                  type="button"
                  className="company-results__choice"
                  onClick={() => onChoose({ AccountId: found.AccountId, Name: found.Name })}
                >
                  <strong>{found.Name}</strong>
                  {found.City ? <span>{found.City}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
