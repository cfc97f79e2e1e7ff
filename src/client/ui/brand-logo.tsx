import { useLayoutEffect, useRef, useState } from 'react';
import { logoDisplayWidth, narrowLogoWidth } from '../../domain/logo';

/**
 * A property's or group's logo at its width (docs/product.md; 300 px when wider than
 * 16:9, else 100 px), hidden until its size is known; the name instead when there is no logo.
 */
export function BrandLogo({
  name,
  logoUrl,
  width: knownWidth = null,
}: {
  name: string;
  logoUrl: string | null;
  /** Its width when already known (the server reads the logo's size for its first screen). */
  width?: number | null;
}) {
  const [width, setWidth] = useState(knownWidth);
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A logo the page already shows (the server's first paint) is known at once: sized before the
  // first frame, so the header does not first draw at the narrow width and then grow.
  useLayoutEffect(() => {
    const loaded = image.current;
    if (loaded?.complete && loaded.naturalWidth > 0)
      setWidth(logoDisplayWidth(loaded.naturalWidth, loaded.naturalHeight));
  }, [logoUrl]);
  if (!logoUrl || failed) return <span className="brand-logo__name">{name}</span>;
  return (
    <img
      ref={image}
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
