/**
 * The connection's own address, as scripts/client-address.mjs hands it to
 * route handlers and server actions: that preload (npm start, npm run dev,
 * npm run start:prod) removes any client-sent copy of CLIENT_ADDRESS_HEADER
 * and sets it from the socket, and marks the process. Without the mark (plain
 * `next start`), the header is the client's to choose and counts for nothing.
 */
export const CLIENT_ADDRESS_HEADER = "x-leasehold-client-address";
const CLIENT_ADDRESS_MARKER = Symbol.for("leasehold.clientAddressHeader");

/** Whether this process runs with scripts/client-address.mjs preloaded, so CLIENT_ADDRESS_HEADER is the socket's. */
export function socketAddressHeaderTrusted(): boolean {
  return (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER] === CLIENT_ADDRESS_HEADER;
}
