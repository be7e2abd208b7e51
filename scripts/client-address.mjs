/**
 * Preloaded into the `next start` process (scripts/next.ts, `node --import`):
 * the client's own address for route handlers and server actions.
 *
 * Next.js does not hand route handlers the socket, and `next start` writes the
 * socket's address into X-Forwarded-For only when the client sent none, so a
 * header the client controls is all a route sees. Here, before Next.js sees a
 * request (the `http.server.request.start` diagnostics channel, published by
 * Node before the server's 'request' event), any client-sent copy of
 * CLIENT_ADDRESS_HEADER is removed and the header is set from the socket.
 * The process-wide marker says the header can be believed: a server started
 * without this preload (plain `next start`) never has it, so there a
 * client-sent copy counts for nothing (lib/adapters/http/rate-limit.ts).
 */
import diagnostics from "node:diagnostics_channel";

const CLIENT_ADDRESS_HEADER = "x-leasehold-client-address";
const MARKER = Symbol.for("leasehold.clientAddressHeader");

if (!globalThis[MARKER]) {
  globalThis[MARKER] = CLIENT_ADDRESS_HEADER;
  diagnostics.subscribe("http.server.request.start", ({ request, socket }) => {
    const address = (socket ?? request.socket)?.remoteAddress;
    const raw = request.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(i, 2);
    if (address) {
      raw.push(CLIENT_ADDRESS_HEADER, address);
      request.headers[CLIENT_ADDRESS_HEADER] = address;
    } else delete request.headers[CLIENT_ADDRESS_HEADER];
  });
}
