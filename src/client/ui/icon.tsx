import { createElement, type ReactElement } from 'react';

// The app's icons: ionicons' drawings (vite.config.ts gives each file the icons it imports, as
// `data:image/svg+xml;utf8,<svg…>` text), drawn inline. Ionic's ion-icon draws the same SVG but
// brings its own copy of the Stencil runtime (~8 kB gzip) with the first page (see
// docs/decisions/0007-ionic-elements-where-used.md). Every icon stands beside text that says the
// same, so it is hidden from assistive technology; app.css's .icon sizes it (1em) and colours it
// (currentColor) as ion-icon does.

export interface IconProps {
  /** An icon from 'ionicons/icons'; without one, the icon's space stays empty. */
  icon: string | undefined;
  className?: string;
  /** 'icon-only' inside an IonButton, which then draws itself as an icon button. */
  slot?: string;
}

export function Icon({ icon, className, slot }: IconProps) {
  return (
    <span className={className ? `icon ${className}` : 'icon'} slot={slot} aria-hidden="true">
      {icon ? drawingOf(icon) : null}
    </span>
  );
}

// Each icon's drawing is parsed once, into React elements every copy shares: React then makes an
// icon's nodes as it renders the page, in the slices of a transition. (Copied into the page as it
// was committed, dozens of icons at a time, they lengthened the one task that shows the page.)
const drawings = new Map<string, ReactElement | null>();

/** The icon's SVG; the drawing is ionicons' own, from the build, never a guest's or the server's text. */
function drawingOf(icon: string): ReactElement | null {
  let drawing = drawings.get(icon);
  if (drawing === undefined) {
    const template = document.createElement('template');
    template.innerHTML = icon.slice(icon.indexOf(',') + 1);
    const svg = template.content.firstElementChild;
    drawing = svg ? elementOf(svg, 0) : null;
    drawings.set(icon, drawing);
  }
  return drawing;
}

function elementOf(node: Element, key: number): ReactElement {
  const props: Record<string, string | number> = { key };
  // In the drawing's own order, under React's names for them (class, stroke-width: className, strokeWidth).
  for (const { name, value } of node.attributes) props[propName(name)] = value;
  return createElement(node.localName, props, ...Array.from(node.children, elementOf));
}

function propName(attribute: string): string {
  if (attribute === 'class') return 'className';
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
