import { Link } from '@tanstack/react-router';
import { BrandLogo } from '../../ui/brand-logo';

/** The property's logo in the header, linking to its search page. */
export function PropertyLogo({
  propertyCode,
  name,
  logoUrl,
  logoWidth,
}: {
  propertyCode: string;
  name: string;
  logoUrl: string | null;
  /** The logo's width, when known before it loads. */
  logoWidth?: number | null;
}) {
  return (
    <Link
      to="/Book/$propertyCode"
      params={{ propertyCode }}
      className="brand-logo"
      aria-label={`${name}, Book your stay`}
    >
      <BrandLogo name={name} logoUrl={logoUrl} width={logoWidth} />
    </Link>
  );
}
