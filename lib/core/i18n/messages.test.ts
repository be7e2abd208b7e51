import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { chooseLocale, formatters, LOCALES, messagesFor, NAMESPACES, translator } from "./index";
import type { MessageTree } from "./messages/define";

/** Every message of a tree, by its dotted key. */
function flatten(tree: MessageTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The argument names a message uses (plurals, selects and tags included). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

describe("the UI text", () => {
  for (const [name, byLocale] of Object.entries(NAMESPACES)) {
    const english = flatten(byLocale.en);
    for (const locale of LOCALES) {
      it(`${name} in ${locale}: every English key, each a valid ICU message with English's arguments`, () => {
        const messages = flatten(byLocale[locale]);
        expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of messages) {
          expect(text.trim(), `${name}.${key}`).not.toBe("");
          const args = [...argumentsOf(parse(text))].sort();
          expect(args, `${name}.${key} in ${locale}`).toEqual([...argumentsOf(parse(english.get(key)!))].sort());
        }
      });
    }
  }

  it("translates with plurals per language", () => {
    expect(translator("en", "common")("errorSummary", { count: 1 })).toBe("There is a problem with 1 answer");
    expect(translator("de", "common")("errorSummary", { count: 3 })).toBe("Bei 3 Antworten gibt es Probleme");
    expect(translator("fr", "common").markup("signedInAs", { email: "ana@example.com", strong: (chunks) => `<b>${chunks}</b>` })).toBe("Connecté en tant que <b>ana@example.com</b>");
    expect(messagesFor("es").common.signOut).toBe("Cerrar sesión");
  });
});

describe("chooseLocale", () => {
  it("takes the Page's locale first, then the browser's best supported language, then English", () => {
    expect(chooseLocale("de", "fr-FR,fr;q=0.9")).toEqual({ locale: "de", formatLocale: "de" });
    expect(chooseLocale(undefined, "it-IT,it;q=0.9,fr-CA;q=0.8,en;q=0.5")).toEqual({ locale: "fr", formatLocale: "fr-CA" });
    expect(chooseLocale(undefined, "es;q=0.2,de;q=0.7")).toEqual({ locale: "de", formatLocale: "de" });
    expect(chooseLocale(null, "ja, zh;q=0.5")).toEqual({ locale: "en", formatLocale: "en" });
    expect(chooseLocale(null, null)).toEqual({ locale: "en", formatLocale: "en" });
    expect(chooseLocale("en", "en-GB,en;q=0.8")).toEqual({ locale: "en", formatLocale: "en-GB" });
  });

  it("ignores a q of 0, malformed tags and anything past a bounded header", () => {
    expect(chooseLocale(undefined, "de;q=0, fr;q=0.1").locale).toBe("fr");
    expect(chooseLocale(undefined, "<script>, de-DE").formatLocale).toBe("de-DE");
    expect(chooseLocale(undefined, `${"x-,".repeat(10_000)}de`).locale).toBe("en");
    expect(chooseLocale("xx", "es-MX").locale).toBe("es");
  });
});

describe("formatters", () => {
  const at = new Date("2026-11-24T09:15:00Z");
  it("says money, numbers and moments as the locale does", () => {
    const gb = formatters("en-GB");
    expect(gb.money(23_840, "GBP")).toBe("£23,840");
    expect(gb.money(19.5, "GBP")).toBe("£19.50");
    expect(gb.dayTime(at)).toBe("Tuesday 24 November at 09:15");
    expect(gb.date(at)).toBe("24 November 2026");
    const de = formatters("de", "Europe/Berlin");
    expect(de.money(23_840, "EUR")).toBe("23.840\u00a0€");
    expect(de.dayTime(at)).toBe("Dienstag, 24. November um 10:15");
    expect(formatters("en-US", "America/New_York").time(at)).toMatch(/^4:15\sAM$/u);
    expect(formatters("fr").number(1234.5)).toBe("1\u202f234,5");
  });

  it("keeps an unknown currency code readable rather than failing", () => {
    expect(formatters("en").money(12, "XBT1")).toBe("12 XBT1");
  });
});
