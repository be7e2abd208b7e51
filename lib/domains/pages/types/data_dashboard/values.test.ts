import { describe, expect, it } from "vitest";
import { currencyOf, valueFormat } from "./values";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a chart's numbers in the person's locale", () => {
  it("a currency unit is money where the locale puts it", () => {
    expect(currencyOf("£")).toBe("GBP");
    expect(currencyOf("EUR")).toBe("EUR");
    expect(currencyOf("kg")).toBeNull();
    expect(currencyOf("ABC")).toBe("ABC"); // well-formed codes Intl accepts are shown as codes
    expect(valueFormat("£", "en-GB").full(23840)).toBe("£23,840");
    expect(nbsp(valueFormat("£", "de").full(23840))).toBe("23.840 £");
    expect(nbsp(valueFormat("EUR", "fr").full(1200.5))).toBe("1 200,50 €");
  });

  it("a percentage and any other unit", () => {
    expect(valueFormat("%", "en").full(62)).toBe("62%");
    expect(nbsp(valueFormat("%", "de").full(62))).toBe("62 %");
    expect(valueFormat("kg", "en").full(1200)).toBe("1,200 kg");
    expect(valueFormat("kg", "de").full(1200.5)).toBe("1.200,5 kg");
    expect(valueFormat(undefined, "en").full(41)).toBe("41");
  });

  it("axis values are compact when long; shares are percentages", () => {
    expect(valueFormat(undefined, "en").axis(25000)).toBe("25K");
    expect(valueFormat("£", "en-GB").axis(25000)).toBe("£25k");
    expect(valueFormat(undefined, "en").axis(500)).toBe("500");
    expect(nbsp(valueFormat(undefined, "de").share(0.62))).toBe("62 %");
    // Under an axis named "kg", its ticks are numbers alone; money keeps its symbol.
    expect(valueFormat("kg", "de").tick(1200.5)).toBe("1.200,5");
    expect(valueFormat("kg", "en").tick(25000)).toBe("25K");
    expect(valueFormat("£", "en-GB").tick(5)).toBe("£5");
    expect(valueFormat("kg", "en").unitInNumbers).toBe(false);
    expect(valueFormat("%", "en").unitInNumbers).toBe(true);
  });
});
