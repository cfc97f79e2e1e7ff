// An iCalendar file (RFC 5545) of a stay, attached to the confirmation email so the guest can
// add it to a calendar. The stay is all-day dates: DTSTART;VALUE=DATE is the arrival day and
// DTEND;VALUE=DATE the departure day (exclusive, as RFC 5545 reads an all-day DTEND).

export interface StayEvent {
  /** Globally unique and stable for the booking, so a resent invite updates the same event. */
  uid: string;
  /** 'YYYY-MM-DD' */
  dateFrom: string;
  dateTo: string;
  summary: string;
  description: string;
  location: string;
  url?: string | undefined;
  /** When the file was made (DTSTAMP). */
  createdAt: Date;
  organizer?: { name: string; email: string } | undefined;
  /** The stay was cancelled: the file removes the event the confirmation's invite added (same UID). */
  cancelled?: boolean | undefined;
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 section 3.3.11). */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF then a space (section 3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsDate = (date: string) => date.replace(/-/g, '');
const icsInstant = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function stayCalendarInvite(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stayfront//Booking confirmation//EN',
    'CALSCALE:GREGORIAN',
    event.cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsInstant(event.createdAt)}`,
    // A calendar applies a cancel only over an earlier version of the event.
    ...(event.cancelled ? ['SEQUENCE:1'] : []),
    `DTSTART;VALUE=DATE:${icsDate(event.dateFrom)}`,
    `DTEND;VALUE=DATE:${icsDate(event.dateTo)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${escapeIcsParameter(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    // A hotel stay does not block the guest's days.
    'TRANSP:TRANSPARENT',
    event.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** A parameter value with : ; , is quoted; double quotes cannot appear in one at all. */
function escapeIcsParameter(value: string): string {
  const clean = value.replace(/"/g, "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}
