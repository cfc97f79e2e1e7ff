import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMime } from '../tests/server/fakes/smtp-inbox';

// The emails the e2e server sent. It runs without SMTP_URL, so every message is an .eml file in
// DATA_DIR/outbox (the folder e2e/playwright.config.ts gives it), as on a laptop with `npm start`.

const port = Number(process.env.E2E_PORT ?? 3100);
const outboxDir = join(tmpdir(), `stayfront-e2e-${port}`, 'outbox');

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text and HTML parts, in order. */
  links: string[];
}

async function readOutbox(dir = outboxDir): Promise<SentMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails: SentMail[] = [];
  for (const name of names) {
    const { headers, parts } = readMime(await readFile(join(dir, name), 'utf8'));
    const text = parts
      .filter((p) => (p.headers['content-type'] ?? '').startsWith('text/plain'))
      .map((p) => p.body)
      .join('\n');
    const html = parts
      .filter((p) => (p.headers['content-type'] ?? '').startsWith('text/html'))
      .map((p) => p.body)
      .join('\n');
    const links = [...`${text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&'));
    mails.push({ to: headers.to ?? '', subject: decodeHeader(headers.subject ?? ''), text, html, links });
  }
  return mails;
}

/** "=?UTF-8?Q?...?=" encoded words as plain text. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeURIComponent(
          data
            .replace(/_/g, ' ')
            .replace(/%/g, '%25')
            .replace(/=([0-9A-F]{2})/gi, '%$1'),
        ),
  );
}

/**
 * Waits for the newest email to `to` whose subject matches, and answers it. `dir`: the outbox of
 * a server a spec started itself (staff-console.spec.ts), instead of the suite's server.
 */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000, dir = outboxDir): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dir)).filter(
      (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject),
    );
    const last = found.at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no email to ${to} with a subject like ${subject} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many emails to `to` whose subject matches have been sent so far. */
export async function countMail(to: string, subject: RegExp): Promise<number> {
  return (await readOutbox()).filter(
    (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject),
  ).length;
}

/** The first link in the email whose path starts with `pathPrefix` (e.g. "/Account/ConfirmEmail/"). */
export function linkIn(mail: SentMail, pathPrefix: string): string {
  const link = mail.links.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/** Waits for the newest email to `to` that `matches` (its subject, text or HTML), and answers it. */
export async function waitForMailWhere(
  to: string,
  matches: (mail: SentMail) => boolean,
  timeoutMs = 20_000,
): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const last = (await readOutbox())
      .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && matches(mail))
      .at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no email to ${to} of the kind expected arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
