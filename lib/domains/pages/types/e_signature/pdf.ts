/**
 * The sealed copy of a signature: a PDF of the signed document (its headings,
 * paragraphs, lists and tables, wrapped over as many pages as it takes), then
 * an audit certificate (title, the document's SHA-256, the signer's typed
 * name and email, the time in UTC, the client's address and user agent, the
 * Page and the signature), with the exact signed text attached as
 * signed-text.txt (its SHA-256 is the document's).
 *
 * Deterministic: the same signature record gives the same bytes (every date
 * in it is the signing time, nothing random). It is built in a render worker
 * (lib/domains/pages/render-worker.ts) when the person signs, its SHA-256 kept in the
 * record as `pdfSha256`, stored once (SealedCopy) and emailed; downloads serve
 * the stored bytes, and a signature recorded before copies were stored is
 * built again from its record, byte for byte, once. /verify compares an
 * uploaded file's SHA-256 with the record's (docs/decisions.md, "Signed copies").
 *
 * Fonts, by the record's `sealVersion` (the bytes of a record sealed earlier
 * must not change, or its copy would no longer verify):
 * - 1 (records without `sealVersion`): pdf-lib's standard fonts, Windows-1252
 *   only;
 * - 2: DejaVu Sans, Sans Bold and Sans Mono (the `dejavu-fonts-ttf` package),
 *   embedded as subsets under fixed names, so Latin, Greek, Cyrillic and more
 *   print as typed.
 * A character the version's font cannot show is printed as "?" and the
 * certificate says so; the record and the attached text keep it exactly.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { fromHtml } from "hast-util-from-html";
import { toText } from "hast-util-to-text";
import type { Element, ElementContent, Root, RootContent } from "hast";
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { Encodings } from "@pdf-lib/standard-fonts";
import { renderMarkdown } from "../../../../core/markdown/render";
import { SEAL_FONT_FOLDER, SEAL_FONTS } from "./fonts";

/** Who signed, when and from where: what a sealed copy's certificate prints of each signature. */
export interface Signer {
  typedName: string;
  initials?: string;
  signerEmail: string;
  signedAt: string;
  ip?: string | null;
  /** Records signed before `userAgentClaimed`: the same header, printed as "User agent" (their bytes stay as sealed). */
  userAgent?: string | null;
  /** The User-Agent header the signer's browser sent: what it claims, not verified. */
  userAgentClaimed?: string | null;
}

/** What a signature record holds that the sealed copy shows (lib/domains/pages/behaviour/e_signature/sign.ts). */
export interface SignatureAudit extends Signer {
  documentTitle: string;
  documentSha256: string;
  document: { title: string; text: string; sha256: string; version: string };
  /** The document's blocks as rendered (documentLayout): the copy's layout. */
  documentLayout?: LayoutBlock[];
  /** With named signers (signing order): the signatures recorded on the Page before this one, oldest first, so this copy's certificate lists them all. */
  earlierSignatures?: EarlierSignature[];
  /** The builder that sealed it (SEAL_VERSION when signed); absent: 1. */
  sealVersion?: number;
}

/** A signature recorded before another, as its sealed copy's certificate lists it. */
export interface EarlierSignature extends Signer {
  signatureId: string;
}

/** The user agent as the record keeps it: claimed (records since) or plain (records sealed before, printed as they were). */
const agentOf = (audit: SignatureAudit): Pick<EarlierSignature, "userAgent" | "userAgentClaimed"> =>
  "userAgentClaimed" in audit ? { userAgentClaimed: audit.userAgentClaimed ?? null } : { userAgent: audit.userAgent ?? null };

/** The Info dictionary key that names the signature a sealed copy belongs to (read back by /verify). */
export const SEAL_KEY = "LeaseholdSignature";

const PAGE = { width: 595.28, height: 841.89 }; // A4
/** The most columns a table is laid out with side by side; a wider one is written row by row. */
const MAX_TABLE_COLUMNS = 8;
const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.4, 0.38, 0.36);
const RULE = rgb(0.75, 0.73, 0.7);

/** The sealed copy's current builder (kept in new signature records as `sealVersion`; a record without one was sealed by version 1). */
export const SEAL_VERSION = 2;

/** Text the font can print: the task boxes as brackets (version 1) or as drawn (version 2), anything else the font lacks as "?". */
function printable(text: string, canPrint: (code: number) => boolean, version: number): string {
  let out = "";
  const boxes = version === 1 ? text.replace(/☑/g, "[x]").replace(/☐/g, "[ ]") : text;
  for (const char of boxes.replace(/\t/g, " ")) {
    const code = char.codePointAt(0)!;
    out += code === 10 || canPrint(code) ? char : "?";
  }
  return out;
}

interface Fonts {
  version: number;
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  /** Whether a font of this set has a glyph for a code point. */
  canPrint: Map<PDFFont, (code: number) => boolean>;
}

let dejavu: { [K in keyof typeof SEAL_FONTS]: { bytes: Uint8Array; codePoints: Set<number> } } | undefined;
/** The DejaVu fonts version 2 embeds (fonts.ts), read once. */
function dejavuFonts() {
  if (!dejavu) {
    // Not followed by the build's file tracing, which would ship the package's whole folder (22 fonts) with every
    // function that reaches this module: next.config.ts ships the three files with the functions that seal.
    const folder = path.join(/* turbopackIgnore: true */ process.cwd(), SEAL_FONT_FOLDER);
    const load = (file: string) => {
      const bytes = new Uint8Array(readFileSync(/* turbopackIgnore: true */ path.join(folder, file)));
      return { bytes, codePoints: new Set(fontkit.create(bytes).characterSet) };
    };
    dejavu = { regular: load(SEAL_FONTS.regular), bold: load(SEAL_FONTS.bold), mono: load(SEAL_FONTS.mono) };
  }
  return dejavu;
}

/** The fonts of a builder version, embedded in `pdf`. */
async function embedFonts(pdf: PDFDocument, version: number): Promise<Fonts> {
  if (version === 1) {
    const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), mono: await pdf.embedFont(StandardFonts.Courier) };
    const winAnsi = (code: number) => Encodings.WinAnsi.canEncodeUnicodeCodePoint(code);
    return { version, ...fonts, canPrint: new Map(Object.values(fonts).map((font) => [font, winAnsi])) };
  }
  pdf.registerFontkit(fontkit);
  const files = dejavuFonts();
  // Fixed names (customName): pdf-lib would otherwise prefix a subset's name with random letters, and the same record must give the same bytes.
  const embed = (which: keyof typeof SEAL_FONTS) => pdf.embedFont(files[which].bytes, { subset: true, customName: `LEASEH+${SEAL_FONTS[which].replace(/\.ttf$/, "")}` });
  const fonts = { regular: await embed("regular"), bold: await embed("bold"), mono: await embed("mono") };
  const canPrint = new Map<PDFFont, (code: number) => boolean>([
    [fonts.regular, (code) => files.regular.codePoints.has(code)],
    [fonts.bold, (code) => files.bold.codePoints.has(code)],
    [fonts.mono, (code) => files.mono.codePoints.has(code)],
  ]);
  return { version, ...fonts, canPrint };
}

/** A cursor down the pages of a document: adds a page when the next line would not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Per font, each character's width at size 1 (version 2). */
  private readonly advances = new Map<PDFFont, Map<string, number>>();

  /**
   * The width of a line of text. Version 1 asks pdf-lib (cheap for standard
   * fonts, and its copies' bytes must not change); version 2 sums each
   * character's width, measured once per font: pdf-lib shapes the whole
   * string with fontkit on every call, which made wrapping a long document
   * take seconds.
   */
  width(text: string, font: PDFFont, size: number): number {
    if (this.fonts.version === 1) return font.widthOfTextAtSize(text, size);
    let advances = this.advances.get(font);
    if (!advances) this.advances.set(font, (advances = new Map()));
    let total = 0;
    for (const char of text) {
      let advance = advances.get(char);
      if (advance === undefined) advances.set(char, (advance = font.widthOfTextAtSize(char, 1)));
      total += advance;
    }
    return total * size;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Wrapped text at `x` (from the margin) within `width`; lines too long for a word are broken by character. */
  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    for (const paragraph of printable(text, this.fonts.canPrint.get(font)!, this.fonts.version).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, font, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) out.push(line);
        // A word wider than the line: broken by character, each character measured once (linear in the word).
        line = "";
        let lineWidth = 0;
        for (const char of word) {
          const charWidth = this.width(char, font, size);
          if (line && lineWidth + charWidth > width) {
            out.push(line);
            line = "";
            lineWidth = 0;
          }
          line += char;
          lineWidth += charWidth;
        }
      }
      out.push(line);
    }
    return out;
  }

  text(text: string, options: { font?: PDFFont; size?: number; indent?: number; color?: ReturnType<typeof rgb>; prefix?: string } = {}) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    const leading = size * 1.35;
    const prefixWidth = options.prefix ? this.width(options.prefix, font, size) + 4 : 0;
    this.lines(text, font, size, WIDTH - indent - prefixWidth).forEach((line, index) => {
      this.ensure(leading);
      this.y -= leading;
      if (index === 0 && options.prefix) this.page.drawText(options.prefix, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color: options.color ?? INK });
      if (line) this.page.drawText(line, { x: MARGIN + indent + prefixWidth, y: this.y + size * 0.3, size, font, color: options.color ?? INK });
    });
  }

  rule() {
    this.ensure(10);
    this.y -= 5;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= 5;
  }

  /** A table: equal columns, each cell wrapped, the header row bold; a row never splits over two pages unless it is taller than one. */
  table(rows: { cells: string[]; header: boolean }[]) {
    const columns = rows.reduce((most, row) => Math.max(most, row.cells.length), 1);
    if (columns > MAX_TABLE_COLUMNS) {
      // Too many columns to lay side by side on a page: each row as a paragraph, its cells separated by " | ".
      for (const row of rows) this.text(row.cells.join(" | "), { font: row.header ? this.fonts.bold : this.fonts.regular, size: 9.5 });
      this.gap(8);
      return;
    }
    const size = columns > 6 ? 8 : 9.5;
    const leading = size * 1.3;
    const columnWidth = WIDTH / columns;
    for (const row of rows) {
      const font = row.header ? this.fonts.bold : this.fonts.regular;
      const cells = Array.from({ length: columns }, (_, i) => this.lines(row.cells[i] ?? "", font, size, columnWidth - 8));
      const height = Math.max(...cells.map((lines) => lines.length)) * leading + 6;
      if (height < PAGE.height - 2 * MARGIN) this.ensure(height);
      const top = this.y;
      cells.forEach((lines, column) => {
        let y = top - 3;
        for (const line of lines) {
          if (y - leading < MARGIN) break; // a row taller than a page: cut, the attached text keeps it whole
          y -= leading;
          if (line) this.page.drawText(line, { x: MARGIN + column * columnWidth + 4, y: y + size * 0.3, size, font, color: INK });
        }
      });
      this.y = Math.max(MARGIN, top - height);
      if (row.header) this.page.drawRectangle({ x: MARGIN, y: this.y, width: WIDTH, height: top - this.y, borderColor: RULE, borderWidth: 0.5, opacity: 0 });
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.5, color: RULE });
    }
    this.gap(8);
  }
}

const isElement = (node: RootContent | ElementContent): node is Element => node.type === "element";
const HEADING_SIZES: Record<string, number> = { h1: 17, h2: 14.5, h3: 12.5, h4: 11.5, h5: 11, h6: 11 };

/**
 * The document's layout as the signer saw it: its blocks in order, each with
 * its visible text only (what the rendered HTML shows; hidden HTML and
 * comments are not rendered, so not in it). Kept in the signature record as
 * `documentLayout`, so the sealed copy can be built again from the record.
 */
export type LayoutBlock =
  | { heading: number; text: string }
  | { text: string; indent?: number; prefix?: string }
  | { code: string; indent?: number }
  | { table: { cells: string[]; header: boolean }[] }
  | { rule: true };

const BLOCK_TAGS = ["ul", "ol", "p", "table", "pre", "blockquote"];

/** The layout of controller markdown, from the HTML the view renders (lib/core/markdown/render.ts). */
export function documentLayout(markdown: string): LayoutBlock[] {
  const blocks: LayoutBlock[] = [];
  const indentOf = (indent: number) => (indent ? { indent } : {});
  const walk = (nodes: (RootContent | ElementContent)[], indent: number) => {
    for (const node of nodes) {
      if (!isElement(node)) {
        const text = node.type === "text" ? node.value.trim() : "";
        if (text) blocks.push({ text, ...indentOf(indent) });
        continue;
      }
      const tag = node.tagName;
      if (tag in HEADING_SIZES) blocks.push({ heading: Number(tag.slice(1)), text: toText(node).trim() });
      else if (tag === "p") blocks.push({ text: toText(node).trim(), ...indentOf(indent) });
      else if (tag === "ul" || tag === "ol") {
        let number = Number(node.properties?.start ?? 1) || 1;
        for (const item of node.children.filter(isElement)) {
          const inline = item.children.filter((child) => !(isElement(child) && BLOCK_TAGS.includes(child.tagName)));
          const nested = item.children.filter((child) => isElement(child) && BLOCK_TAGS.includes(child.tagName)) as Element[];
          const first = nested[0]?.tagName === "p" && !inline.some((child) => isElement(child) || (child.type === "text" && child.value.trim())) ? nested.shift()! : null;
          const text = first ? toText(first) : toText({ type: "element", tagName: "span", properties: {}, children: inline });
          blocks.push({ text: text.trim(), prefix: tag === "ol" ? `${number}.` : "•", ...indentOf(indent) });
          number++;
          walk(nested, indent + 14);
        }
      } else if (tag === "table") {
        const rows: { cells: string[]; header: boolean }[] = [];
        const rowsOf = (element: Element, header: boolean) => {
          for (const child of element.children.filter(isElement)) {
            if (child.tagName === "tr") rows.push({ cells: child.children.filter(isElement).map((cell) => toText(cell).trim()), header: header || child.children.some((cell) => isElement(cell) && cell.tagName === "th") });
            else rowsOf(child, header || child.tagName === "thead");
          }
        };
        rowsOf(node, false);
        blocks.push({ table: rows });
      } else if (tag === "pre") blocks.push({ code: toText(node).replace(/\n$/, ""), ...indentOf(indent) });
      else if (tag === "blockquote") walk(node.children, indent + 14);
      else if (tag === "hr") blocks.push({ rule: true });
      else {
        const text = toText(node).trim();
        if (text) blocks.push({ text, ...indentOf(indent) });
      }
    }
  };
  walk((fromHtml(renderMarkdown(markdown), { fragment: true }) as Root).children, 0);
  return blocks;
}

/** The layout's blocks, in order, onto the pages. */
function writeLayout(writer: Writer, blocks: LayoutBlock[]) {
  for (const block of blocks) {
    if ("heading" in block) {
      const size = HEADING_SIZES[`h${block.heading}`] ?? 11;
      writer.gap(6);
      writer.ensure(size * 3);
      writer.text(block.text, { font: writer.fonts.bold, size });
      writer.gap(4);
    } else if ("table" in block) writer.table(block.table);
    else if ("code" in block) {
      for (const line of block.code.split("\n")) writer.text(line, { font: writer.fonts.mono, size: 9, indent: (block.indent ?? 0) + 8 });
      writer.gap(6);
    } else if ("rule" in block) writer.rule();
    else {
      writer.text(block.text, { indent: block.indent ?? 0, ...(block.prefix ? { prefix: block.prefix } : {}) });
      writer.gap(block.prefix ? 2 : 6);
    }
  }
}

const CERTIFICATE_NOTE =
  "This certificate records who signed the document above, when and from where. The document's SHA-256 is of its text exactly as it was shown to the signer; that text is attached to this PDF as signed-text.txt. Characters the PDF's font cannot show are printed as ?; the attached text keeps them. To check that this file is the copy sealed at signing, unaltered, upload it at";

/** The sealed PDF of a signature. `verifyUrl`: where a holder can check it (shown on the certificate). */
export async function sealedSignaturePdf(input: { submissionId: string; pageId: string; audit: SignatureAudit; verifyUrl: string }): Promise<Uint8Array> {
  const { audit } = input;
  const signedAt = new Date(audit.signedAt);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(pdf, audit.sealVersion ?? 1);
  pdf.setTitle(audit.documentTitle);
  pdf.setSubject(`Signed by ${audit.typedName} on ${audit.signedAt}`);
  pdf.setAuthor(audit.typedName);
  pdf.setProducer("Leasehold");
  pdf.setCreator("Leasehold");
  pdf.setCreationDate(signedAt);
  pdf.setModificationDate(signedAt);
  pdf.setKeywords([`leasehold-signature:${input.submissionId}`, `document-sha256:${audit.documentSha256}`]);
  // getInfoDict is public in JavaScript, private in pdf-lib's types.
  (pdf as unknown as { getInfoDict(): PDFDict }).getInfoDict().set(PDFName.of(SEAL_KEY), PDFString.of(input.submissionId));
  await pdf.attach(new TextEncoder().encode(audit.document.text), "signed-text.txt", {
    mimeType: "text/plain",
    description: `The signed text; SHA-256 ${audit.documentSha256}`,
    creationDate: signedAt,
    modificationDate: signedAt,
  });

  const writer = new Writer(pdf, fonts);
  writer.text(audit.documentTitle, { font: fonts.bold, size: 20 });
  writer.gap(10);
  if (Array.isArray(audit.documentLayout)) writeLayout(writer, audit.documentLayout);
  else {
    // A record without the layout: the signed text itself, paragraph by paragraph.
    for (const paragraph of audit.document.text.split(/\n{2,}/)) {
      writer.text(paragraph);
      writer.gap(6);
    }
  }

  writer.newPage();
  const utc = (at: string) => `${new Date(at).toISOString().replace("T", " ").replace(/\.\d+Z$/, "")} UTC`;
  const write = (fields: [string, string][]) => {
    for (const [label, value] of fields) {
      writer.text(label, { font: fonts.bold, size: 9.5, color: MUTED });
      writer.text(value, { font: label.includes("SHA-256") ? fonts.mono : fonts.regular, size: label.includes("SHA-256") ? 9.5 : 11 });
      writer.gap(7);
    }
  };
  const signatureFields = (signature: EarlierSignature): [string, string][] => [
    ["Signed by (typed name)", signature.typedName],
    ...(signature.initials ? ([["Initials", signature.initials]] as [string, string][]) : []),
    ["Signer's email", signature.signerEmail],
    ["Signed at (UTC)", utc(signature.signedAt)],
    ["Client address", signature.ip || "not known"],
    "userAgentClaimed" in signature ? ["User agent (as the browser claimed)", signature.userAgentClaimed || "not sent"] : ["User agent", signature.userAgent || "not known"],
    ["Signature", signature.signatureId],
  ];
  if (Array.isArray(audit.earlierSignatures)) {
    // Signing order: every signature recorded so far, this one last.
    const all: EarlierSignature[] = [
      ...audit.earlierSignatures,
      { signatureId: input.submissionId, typedName: audit.typedName, ...(audit.initials ? { initials: audit.initials } : {}), signerEmail: audit.signerEmail, signedAt: audit.signedAt, ip: audit.ip ?? null, ...agentOf(audit) },
    ];
    writer.text(all.length === 1 ? "Certificate of signature" : "Certificate of signatures", { font: fonts.bold, size: 18 });
    writer.gap(4);
    writer.text(`Sealed by Leasehold. ${all.length} ${all.length === 1 ? "signature" : "signatures"}, in the order they were made.`, { color: MUTED });
    writer.gap(12);
    write([
      ["Document", audit.documentTitle],
      ["Document SHA-256", audit.documentSha256],
      ["Page", input.pageId],
    ]);
    all.forEach((signature, index) => {
      writer.rule();
      writer.ensure(120);
      writer.text(`Signature ${index + 1} of ${all.length}${signature.signatureId === input.submissionId ? " (this copy's)" : ""}`, { font: fonts.bold, size: 12.5 });
      writer.gap(6);
      write(signatureFields(signature));
    });
  } else {
    writer.text("Certificate of signature", { font: fonts.bold, size: 18 });
    writer.gap(4);
    writer.text("Sealed by Leasehold", { color: MUTED });
    writer.gap(12);
    write([
      ["Document", audit.documentTitle],
      ["Document SHA-256", audit.documentSha256],
      ...signatureFields({ signatureId: input.submissionId, typedName: audit.typedName, ...(audit.initials ? { initials: audit.initials } : {}), signerEmail: audit.signerEmail, signedAt: audit.signedAt, ip: audit.ip ?? null, ...agentOf(audit) }).filter(([label]) => label !== "Signature"),
      ["Page", input.pageId],
      ["Signature", input.submissionId],
    ]);
  }
  writer.rule();
  writer.text(`${CERTIFICATE_NOTE} ${input.verifyUrl}.`, { size: 9, color: MUTED });
  return pdf.save({ useObjectStreams: false });
}

/** The signature a sealed copy names in its Info dictionary (written uncompressed), or null: read without parsing the file. */
export function sealedSignatureId(bytes: Uint8Array): string | null {
  const match = new RegExp(`/${SEAL_KEY} \\(([A-Za-z0-9_-]{1,64})\\)`).exec(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
  return match ? match[1]! : null;
}
