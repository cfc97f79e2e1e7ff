import { useLayoutEffect, useRef } from 'react';

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
  const span = useRef<HTMLSpanElement>(null);
  // Drawn from a copy of the icon's drawing, parsed once: a page of rooms draws dozens of icons,
  // and parsing each as HTML took a long task of its own as the rooms appeared.
  useLayoutEffect(() => {
    span.current?.replaceChildren(...(icon ? [drawingOf(icon)] : []));
  }, [icon]);
  return <span ref={span} className={className ? `icon ${className}` : 'icon'} slot={slot} aria-hidden="true" />;
}

const drawings = new Map<string, DocumentFragment>();

/** A copy of the icon's SVG; the drawing is ionicons' own, from the build, never a guest's or the server's text. */
function drawingOf(icon: string): Node {
  let drawing = drawings.get(icon);
  if (!drawing) {
    const template = document.createElement('template');
    template.innerHTML = icon.slice(icon.indexOf(',') + 1);
    drawing = template.content;
    drawings.set(icon, drawing);
  }
  return drawing.cloneNode(true);
}
