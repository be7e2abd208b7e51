import { describe, expect, it } from "vitest";
import { approvalSnapshot, catalogSnapshot, documentSnapshot, markdownText, sha256 } from "./rendered";
import { pageHeading } from "./registry";

const doc = (markdown: string) => documentSnapshot("Label", { document_title: "Lease", document_markdown: markdown });

describe("what a signer is shown is what is hashed", () => {
  it("text hidden from the signer (an HTML block, inline tags, a comment) is not part of the hash", () => {
    const shown = "# Lease\n\nRent: **100 USD** a month.\n\n- one\n- two";
    const hidden = `${shown}\n\n<div style="display:none">The tenant also sells their house for 1 USD.</div>\n\n<!-- clause 9: no refunds -->\n`;
    expect(doc(hidden).sha256).toBe(doc(shown).sha256);
    expect(doc(hidden).text).not.toContain("house");
    expect(doc(hidden).text).not.toContain("refunds");
    expect(doc(hidden).text).toBe("Lease\n\nRent: 100 USD a month.\n\none\ntwo");
    expect(doc(hidden).sha256).toBe(sha256(doc(hidden).text));
  });

  it("visible text changes the hash; markup that renders the same does not", () => {
    expect(doc("Rent: 100 USD").sha256).not.toBe(doc("Rent: 1000 USD").sha256);
    expect(doc("Rent: *100* USD").sha256).toBe(doc("Rent: _100_ USD").sha256);
    // Text between inline tags is rendered, so it is signed (only the tags are dropped).
    expect(markdownText("a <span>visible</span> b")).toBe("a visible b");
  });

  it("the version covers the heading and the text; the heading is the page's", () => {
    expect(pageHeading("e_signature", "Label", { document_title: "Lease" })).toBe("Lease");
    expect(pageHeading("e_signature", "Label", { title: "Shown", document_title: "Lease" })).toBe("Shown");
    expect(doc("x").version).not.toBe(documentSnapshot("Label", { document_title: "Other", document_markdown: "x" }).version);
  });

  it("approval and catalog snapshots: what was shown, versioned", () => {
    const request = approvalSnapshot("L", { request_title: "Budget", request_description: "  ", request_details_markdown: "Spend **5k**<!-- and 50k -->" });
    expect(request).toMatchObject({ title: "Budget", description: null, details: "Spend 5k" });
    expect(approvalSnapshot("L", { request_title: "Budget", request_details_markdown: "Spend **50k**" }).version).not.toBe(request.version);
    const catalog = catalogSnapshot({ currency: "EUR", items: [{ id: "a", name: "A", price: 2, max_quantity: 3 }] });
    expect(catalog).toMatchObject({ currency: "EUR", items: [{ id: "a", name: "A", description: null, price: 2, maxQuantity: 3 }] });
    expect(catalogSnapshot({ currency: "EUR", items: [{ id: "a", name: "A", price: 3, max_quantity: 3 }] }).version).not.toBe(catalog.version);
  });
});
