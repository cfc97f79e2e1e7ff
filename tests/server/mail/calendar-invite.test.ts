import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, stayCalendarInvite } from '../../../src/server/mail/calendar-invite';

// The .ics a guest adds to a calendar (RFC 5545).

describe('stayCalendarInvite', () => {
  const invite = stayCalendarInvite({
    uid: 'K7M2QX9P@book.example.com',
    dateFrom: '2027-03-24',
    dateTo: '2027-03-26',
    summary: 'Stay at The Ashbury (K7M2QX9P)',
    description: 'Classic Double, 2 adults; breakfast included.\nSee you soon',
    location: 'The Ashbury, 12 West Park, Harrogate',
    createdAt: new Date('2027-03-03T12:00:00Z'),
    organizer: { name: 'The Ashbury', email: 'stay@ashbury-hotels.example' },
  });
  const lines = invite.split('\r\n');

  it('is an all-day event from arrival to departure day, CRLF-terminated', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270324');
    expect(lines).toContain('DTEND;VALUE=DATE:20270326');
    expect(lines).toContain('DTSTAMP:20270303T120000Z');
    expect(lines).toContain('UID:K7M2QX9P@book.example.com');
    expect(invite.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(invite.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('escapes commas, semicolons and newlines in text', () => {
    expect(escapeIcsText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    expect(invite).toContain('LOCATION:The Ashbury\\, 12 West Park\\, Harrogate');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'£'.repeat(60)}`;
    const folded = foldIcsLine(long).split('\r\n');
    for (const line of folded) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});
