import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstPaintReplaced, useRenderedAfterFirstPaint } from '../../src/client/ui/first-paint';
import { PagePending } from '../../src/client/ui/page-pending';

// The server draws the first screen of the search page and Rooms and Rates into the page
// (#first-paint, beside the app's root). The app keeps it while it loads and takes it away in
// the frame its first page appears.

afterEach(() => {
  cleanup();
  document.getElementById('first-paint')?.remove();
});

function serverFirstPaint() {
  const paint = document.createElement('div');
  paint.id = 'first-paint';
  paint.textContent = 'The Ashbury';
  document.body.prepend(paint);
}

function Page() {
  useFirstPaintReplaced();
  return <h1>Book your stay</h1>;
}

/** A page drawn once useRenderedAfterFirstPaint says so; what it said, render by render. */
function renderGated(): boolean[] {
  const seen: boolean[] = [];
  function Gated() {
    const rendered = useRenderedAfterFirstPaint();
    seen.push(rendered);
    return rendered ? <Page /> : null;
  }
  render(<Gated />);
  return seen;
}

describe('the first paint', () => {
  it('stays as the loading state while a page loads: no spinner over it', () => {
    serverFirstPaint();
    render(<PagePending />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('The Ashbury')).toBeTruthy();
  });

  it('goes as the first page is drawn', () => {
    serverFirstPaint();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Book your stay' })).toBeTruthy();
    expect(screen.queryByText('The Ashbury')).toBeNull();
  });

  it('waits for its photo when the app is ready first, so the photo arrives once, then goes', () => {
    serverFirstPaint();
    const photo = document.createElement('img');
    Object.defineProperty(photo, 'complete', { value: false });
    document.getElementById('first-paint')!.append(photo);
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    try {
      render(<Page />, { container: root });
      expect(screen.getByText('The Ashbury')).toBeTruthy();
      expect(root.style.visibility).toBe('hidden');

      photo.dispatchEvent(new Event('load'));
      expect(screen.queryByText('The Ashbury')).toBeNull();
      expect(root.style.visibility).toBe('');
      expect(screen.getByRole('heading', { name: 'Book your stay' })).toBeTruthy();
    } finally {
      cleanup();
      root.remove();
    }
  });

  it('under it, the first page draws nothing at first and comes in the render after, as a transition', () => {
    serverFirstPaint();
    const seen = renderGated();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Book your stay' })).toBeTruthy();
    expect(screen.queryByText('The Ashbury')).toBeNull();
  });

  it('without one, a page draws at once', () => {
    const seen = renderGated();
    expect(seen.every(Boolean)).toBe(true);
  });

  it('without one (any other page, or the copy the service worker keeps), pages load as before', () => {
    render(<PagePending />);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    cleanup();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Book your stay' })).toBeTruthy();
  });
});
