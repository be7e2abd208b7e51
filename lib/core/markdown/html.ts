/**
 * HTML written as text, for markup built off the request thread (a dashboard's
 * charts, in a render worker) or without React (the page a rate-limited
 * person gets): `html` is a tagged template whose values are escaped as React
 * escapes text and attribute values, unless they are `Html` themselves (the
 * result of another `html`); arrays are joined; null, undefined and false
 * write nothing.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Text safe in an HTML text node or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Markup that is already safe: written as it is. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Value = Html | string | number | null | undefined | false | readonly Value[];

const write = (value: Value): string =>
  value instanceof Html ? value.markup : Array.isArray(value) ? value.map(write).join("") : value === null || value === undefined || value === false ? "" : escapeHtml(String(value));

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let markup = strings[0]!;
  for (let i = 0; i < values.length; i++) markup += write(values[i]!) + strings[i + 1]!;
  return new Html(markup);
}

/** Attributes from an object: `name="value"` for each value that is not null, undefined or false (as React leaves those out). */
export function attributes(values: Record<string, string | number | null | undefined | false>): Html {
  return new Html(
    Object.entries(values)
      .filter(([, value]) => value !== null && value !== undefined && value !== false)
      .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
      .join(""),
  );
}
