import { useState } from 'react';
import { logoDisplayWidth, narrowLogoWidth } from '../../domain/logo';

/**
 * A property's or group's logo at the width spec section 9 gives it (300 px when wider than
 * 16:9, else 100 px), hidden until its size is known; the name instead when there is no logo.
 */
export function BrandLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const [width, setWidth] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (!logoUrl || failed) return <span className="brand-logo__name">{name}</span>;
  return (
    <img
      className="brand-logo__image"
      src={logoUrl}
      alt=""
      style={{ width: width ?? narrowLogoWidth, visibility: width === null ? 'hidden' : 'visible' }}
      onLoad={(event) =>
        setWidth(logoDisplayWidth(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))
      }
      onError={() => setFailed(true)}
    />
  );
}
