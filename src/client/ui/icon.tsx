// The app's icons: ionicons' drawings (vite.config.ts gives each file the icons it imports, as
// `data:image/svg+xml;utf8,<svg…>` text), drawn inline. Ionic's ion-icon draws the same SVG but
// brings its own copy of the Stencil runtime (~8 kB gzip) with the first page (design.md
// section 9). Every icon stands beside text that says the same, so it is hidden from assistive
// technology; app.css's .icon sizes it (1em) and colours it (currentColor) as ion-icon does.

export interface IconProps {
  /** An icon from 'ionicons/icons'; without one, the icon's space stays empty. */
  icon: string | undefined;
  className?: string;
  /** 'icon-only' inside an IonButton, which then draws itself as an icon button. */
  slot?: string;
}

export function Icon({ icon, className, slot }: IconProps) {
  return (
    <span
      className={className ? `icon ${className}` : 'icon'}
      slot={slot}
      aria-hidden="true"
      // The drawing is ionicons' own SVG, from the build, never text from a guest or the server.
      dangerouslySetInnerHTML={icon ? { __html: icon.slice(icon.indexOf(',') + 1) } : undefined}
    />
  );
}
