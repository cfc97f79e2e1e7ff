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
    drawing = svgElementOf(icon.slice(icon.indexOf(',') + 1));
    drawings.set(icon, drawing);
  }
  return drawing;
}

// Read without the DOM, so that the server draws an icon as the browser does (its first screen
// renders these components too). ionicons' drawings are all one <svg> holding shapes, each
// closed at once, their attributes in single quotes: no text, no entities, nothing nested deeper.
function svgElementOf(svg: string): ReactElement | null {
  const [root, ...shapes] = Array.from(svg.matchAll(/<(\w+)([^>]*?)\/?>/g), ([, name, attributes], key) => {
    const props: Record<string, string | number> = { key };
    // In the drawing's own order, under React's names for them (class, stroke-width: className, strokeWidth).
    for (const [, attribute, value] of attributes!.matchAll(/([\w:-]+)='([^']*)'/g))
      props[propName(attribute!)] = value!;
    return createElement(name!, props);
  });
  return root ? createElement(root.type, root.props, ...shapes) : null;
}

function propName(attribute: string): string {
  if (attribute === 'class') return 'className';
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
