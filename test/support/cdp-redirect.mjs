/**
 * Sends the requests meant for Coinbase's CDP facilitator
 * (https://api.cdp.coinbase.com/platform/v2/x402/…, a URL @coinbase/x402 does
 * not let anyone change) to a local stand-in at FAKE_CDP_FACILITATOR
 * (test/support/hosted-facilitator.ts), path and headers unchanged but for
 * the /platform/v2/x402 prefix. Every other request goes where it was sent.
 *
 * Preloaded into a `next start` under test (`node --import` this file), so
 * the server's own, bundled @coinbase/x402 signs the requests the stand-in
 * checks. Never loaded outside the tests.
 */
const target = process.env.FAKE_CDP_FACILITATOR;
const PREFIX = "https://api.cdp.coinbase.com/platform/v2/x402/";
const original = globalThis.fetch;

if (target) {
  globalThis.fetch = function cdpRedirect(input, init) {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!href.startsWith(PREFIX)) return original(input, init);
    const redirected = `${target.replace(/\/+$/, "")}/${href.slice(PREFIX.length)}`;
    return original(input instanceof Request ? new Request(redirected, input) : redirected, init);
  };
}
