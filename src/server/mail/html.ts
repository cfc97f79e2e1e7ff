// HTML for emails and the few pages the server writes itself. `html` escapes every value put
// into it, so a guest's name or a hotel's text can never become markup; what is already markup
// (another `html` template, or our own fixed markup named with `trustedHtml`) goes in as it is.

/** Markup that is safe to place as it is: made by `html` or `trustedHtml`, never from a string. */
export class SafeHtml {
  readonly #markup: string;

  private constructor(markup: string) {
    this.#markup = markup;
  }

  /** Only for this file's three makers below. */
  static of(markup: string): SafeHtml {
    return new SafeHtml(markup);
  }

  toString(): string {
    return this.#markup;
  }
}

/** What a template takes: text (escaped), markup (kept), lists of either (concatenated), or nothing. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return String(value).replace(/[&<>"']/g, (c) => entities[c]!);
}

/** A template whose values are escaped (in text and in quoted attributes alike). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0]!;
  values.forEach((value, i) => {
    markup += render(value) + strings[i + 1]!;
  });
  return SafeHtml.of(markup);
}

/** Our own fixed markup, never a value from a guest, a hotel or a request. */
export function trustedHtml(markup: string): SafeHtml {
  return SafeHtml.of(markup);
}

/** The values, each escaped unless already markup, with `separator` (markup) between them. */
export function joinHtml(values: readonly HtmlValue[], separator: SafeHtml): SafeHtml {
  return SafeHtml.of(values.map(render).join(separator.toString()));
}
