/** A sealed copy as an HTTP answer: a PDF download, never cached. */
export function pdfResponse(copy: { bytes: Uint8Array; name: string }): Response {
  return new Response(Buffer.from(copy.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(copy.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${copy.name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
