/**
 * The languages of the counterpart surfaces (Pages, their sign-in page and
 * email, a Person's chat), and which one a person sees: the Page's own
 * locale when its controller set one, otherwise the best match of the
 * browser's Accept-Language, otherwise English (docs/pages.md, "Languages").
 */
export const LOCALES = ["en", "es", "fr", "de"] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** An Accept-Language header's language tags, best first (q=0 dropped; at most 20 read, so a long header costs nothing). */
export function acceptedTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1_000)
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

export interface ChosenLocale {
  /** The language of the text. */
  locale: Locale;
  /**
   * The tag dates, times, numbers and money are formatted with: the
   * browser's own tag when it is of the chosen language (en-GB says
   * "24 November", en-US "November 24"), otherwise the language alone.
   */
  formatLocale: string;
}

/** The language a person sees: the Page's locale, else the browser's best supported one, else English. */
export function chooseLocale(preferred: string | null | undefined, acceptLanguage: string | null | undefined): ChosenLocale {
  const tags = acceptedTags(acceptLanguage);
  const language = (tag: string) => tag.split("-")[0]!.toLowerCase();
  const locale: Locale = isLocale(preferred) ? preferred : (tags.map(language).find(isLocale) ?? "en");
  const regional = tags.find((tag) => language(tag) === locale && tag.includes("-"));
  let formatLocale: string = locale;
  if (regional) {
    try {
      formatLocale = Intl.getCanonicalLocales(regional)[0] ?? locale;
    } catch {
      formatLocale = locale;
    }
  }
  return { locale, formatLocale };
}
