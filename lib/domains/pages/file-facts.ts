/**
 * What a person reads about a file before opening it: its type ("PDF",
 * "PNG") and its size in their locale ("482 kB", "1,2 MB"). Pure: the file
 * list (server) and the vault's upload list (browser) both use it.
 */

/** Media types whose name says nothing to a person, by what people call them. */
const KNOWN_TYPES: Record<string, string> = {
  "application/pdf": "PDF",
  "application/zip": "ZIP",
  "application/json": "JSON",
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.ms-excel": "XLS",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "application/vnd.ms-powerpoint": "PPT",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PPTX",
  "application/vnd.oasis.opendocument.text": "ODT",
  "application/vnd.oasis.opendocument.spreadsheet": "ODS",
  "text/plain": "TXT",
  "text/csv": "CSV",
  "text/markdown": "MD",
  "image/jpeg": "JPEG",
  "image/svg+xml": "SVG",
};

/**
 * A file's type as a short, language-neutral label: from its media type when
 * it is a known one, else from its name's extension, else the media type's
 * subtype; null when nothing says.
 */
export function fileTypeLabel(name: string, mimeType?: string | null): string | null {
  const mime = mimeType?.toLowerCase().split(";")[0]?.trim() ?? "";
  if (KNOWN_TYPES[mime]) return KNOWN_TYPES[mime];
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim())?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = /^[a-z]+\/([a-z0-9.+-]{1,20})$/.exec(mime)?.[1];
  if (subtype && !subtype.startsWith("vnd.") && subtype !== "octet-stream") return subtype.replace(/^x-/, "").split("+")[0]!.toUpperCase();
  return null;
}

const UNITS = [
  ["byte", 1],
  ["kilobyte", 1e3],
  ["megabyte", 1e6],
  ["gigabyte", 1e9],
] as const;

/**
 * A size as a person reads it in a locale: decimal units as the operating
 * systems show them ("482 kB", "1.2 MB"; "1,2 MB" in de), one decimal below
 * ten, none above; bytes spelt out ("512 bytes", "512 octets").
 */
export function fileSize(bytes: number, formatLocale: string): string {
  const value = Math.max(0, Math.round(bytes));
  let [unit, scale] = UNITS[0] as readonly [string, number];
  for (const [name, size] of UNITS) if (value >= size) [unit, scale] = [name, size];
  const amount = value / scale;
  const digits = unit === "byte" || amount >= 10 ? 0 : 1;
  // Rounding up to the next unit ("1,000 kB") says it in that unit instead.
  const format = (n: number, u: string, d: number) => new Intl.NumberFormat(formatLocale, { style: "unit", unit: u, unitDisplay: u === "byte" ? "long" : "short", maximumFractionDigits: d }).format(n);
  const next = UNITS[UNITS.findIndex(([name]) => name === unit) + 1];
  if (next && Number(amount.toFixed(digits)) >= 1000) return format(value / next[1], next[0], 1);
  return format(amount, unit, digits);
}
