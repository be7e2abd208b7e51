import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from "pdf-lib";

/**
 * The text drawn on a PDF's pages, one string per drawn run, in order: what a
 * reader of the page sees, for tests. Reads what pdf-lib writes (`/F size Tf`
 * then `<hex> Tj`): an embedded font's glyph ids through its ToUnicode map,
 * a standard font's bytes as Windows-1252.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const runs: string[] = [];
  const streamText = (object: PDFObject | undefined): string => {
    const stream = object instanceof PDFRef ? pdf.context.lookup(object) : object;
    return stream instanceof PDFRawStream ? new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()) : "";
  };
  for (const page of pdf.getPages()) {
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    const decoders = new Map<string, (hex: string) => string>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = pdf.context.lookup(ref);
      const cmap = font instanceof PDFDict ? streamText(font.get(PDFName.of("ToUnicode"))) : "";
      if (cmap) {
        const map = new Map<string, string>();
        for (const [, code, unicode] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
          map.set(code!.toUpperCase(), String.fromCharCode(...unicode!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16))));
        }
        decoders.set(name.asString(), (hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(code.toUpperCase()) ?? "\uFFFD").join(""));
      } else {
        decoders.set(name.asString(), (hex) => new TextDecoder("windows-1252").decode(Buffer.from(hex, "hex")));
      }
    }
    const contents = page.node.get(PDFName.of("Contents"));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const content of streams) {
      let decode: ((hex: string) => string) | undefined;
      for (const [, font, hex] of streamText(content).matchAll(/(\/[^\s/]+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
        if (font) decode = decoders.get(font);
        else if (hex !== undefined && decode) runs.push(decode(hex));
      }
    }
  }
  return runs.join("\n");
}
