import type { Property } from '../../../contract/property';

/** The foot of every property page: how to reach the hotel and its policies. */
export function PropertyFooter({ property }: { property: Property }) {
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <div className="app-footer__property">
          <p className="app-footer__name">{property.PropertyName}</p>
          {property.PropertyAddress ? <address>{property.PropertyAddress}</address> : null}
          <p className="app-footer__contact">
            {property.Telephone ? (
              <a href={`tel:${property.Telephone.replace(/[^+\d]/g, '')}`}>{property.Telephone}</a>
            ) : null}
            {property.Email ? <a href={`mailto:${property.Email}`}>{property.Email}</a> : null}
          </p>
        </div>
        <nav aria-label="Policies" className="app-footer__links">
          {property.PrivacyPolicyUrl ? (
            <a href={property.PrivacyPolicyUrl} target="_blank" rel="noopener noreferrer">
              Privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          {property.TermsAndConditionsUrl ? (
            <a href={property.TermsAndConditionsUrl} target="_blank" rel="noopener noreferrer">
              Terms and conditions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </nav>
      </div>
      <p className="app-footer__powered">Secure booking powered by Stayfront</p>
    </footer>
  );
}
