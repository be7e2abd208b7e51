import { describe, expect, it } from "vitest";
import { fileSize, fileTypeLabel } from "./file-facts";

describe("a file's type", () => {
  it("says what people call it: from a known media type, else the extension, else the subtype", () => {
    expect(fileTypeLabel("Floor plan.pdf", "application/pdf")).toBe("PDF");
    expect(fileTypeLabel("report", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("DOCX");
    expect(fileTypeLabel("photo.heic", "application/octet-stream")).toBe("HEIC");
    expect(fileTypeLabel("scan.PNG")).toBe("PNG");
    expect(fileTypeLabel("drawing", "image/png")).toBe("PNG");
    expect(fileTypeLabel("data", "application/x-ndjson")).toBe("NDJSON");
    expect(fileTypeLabel("blob", "application/octet-stream")).toBeNull();
    expect(fileTypeLabel("no extension")).toBeNull();
  });
});

describe("a file's size", () => {
  it("in decimal units, formatted for the locale", () => {
    expect(fileSize(0, "en")).toBe("0 bytes");
    expect(fileSize(512, "fr")).toMatch(/^512\soctets$/);
    expect(fileSize(512, "en")).toBe("512 bytes");
    expect(fileSize(2048, "en-GB")).toBe("2 kB");
    expect(fileSize(482_113, "en")).toBe("482 kB");
    expect(fileSize(1_234_567, "en")).toBe("1.2 MB");
    expect(fileSize(1_234_567, "de")).toBe("1,2 MB");
    expect(fileSize(1_234_567, "fr")).toMatch(/^1,2\s?Mo$/);
    expect(fileSize(23_400_000, "en")).toBe("23 MB");
    expect(fileSize(3_500_000_000, "es")).toMatch(/^3,5\sGB$/);
  });

  it("never says 1,000 of a unit: the next unit instead", () => {
    expect(fileSize(999_700, "en")).toBe("1 MB");
    expect(fileSize(999, "en")).toBe("999 bytes");
  });
});
