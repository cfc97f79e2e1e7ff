import { cleanup, render } from '@testing-library/react';
import { calendarOutline, personOutline } from 'ionicons/icons';
import { afterEach, describe, expect, test } from 'vitest';
import { Icon } from '../../src/client/ui/icon';

// The app's icons are ionicons' drawings, each parsed once and drawn from copies: a page of rooms
// draws dozens of them.

afterEach(cleanup);

const drawingOf = (icon: string) => {
  const template = document.createElement('template');
  template.innerHTML = icon.slice(icon.indexOf(',') + 1);
  return template.innerHTML;
};

describe('Icon', () => {
  test('draws the icon, hidden from assistive technology, as often as the page shows it', () => {
    const { container } = render(
      <>
        <Icon icon={calendarOutline} />
        <Icon icon={calendarOutline} className="big" />
      </>,
    );
    const icons = container.querySelectorAll('span.icon');
    expect(icons).toHaveLength(2);
    for (const icon of icons) {
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.innerHTML).toBe(drawingOf(calendarOutline));
      expect(icon.querySelector('svg')).not.toBeNull();
    }
    expect(icons[1]!.className).toBe('icon big');
  });

  test('draws the new icon when it changes, and nothing without one', () => {
    const { container, rerender } = render(<Icon icon={calendarOutline} />);
    rerender(<Icon icon={personOutline} />);
    expect(container.querySelector('.icon')!.innerHTML).toBe(drawingOf(personOutline));
    rerender(<Icon icon={undefined} />);
    expect(container.querySelector('.icon')!.innerHTML).toBe('');
  });
});
