// @x402/extensions is a dependency before anything of ours uses it: later work
// declares Bazaar discovery, Sign-In-With-X and payment identifiers with it.
// This checks that the three entry points resolve and build under our toolchain
// and that the pieces we will call exist and work on a small input, so an
// upgrade that moves or renames them fails here and not halfway through a feature.
import { describe, expect, it } from "vitest";
import { BAZAAR, bazaarResourceServerExtension, declareDiscoveryExtension } from "@x402/extensions/bazaar";
import {
  PAYMENT_IDENTIFIER,
  declarePaymentIdentifierExtension,
  generatePaymentId,
  isValidPaymentId,
  paymentIdentifierResourceServerExtension,
} from "@x402/extensions/payment-identifier";
import {
  SIGN_IN_WITH_X,
  createSIWxMessage,
  createSIWxResourceServerExtension,
  parseSIWxHeader,
  verifySIWxSignature,
  encodeSIWxHeader,
  type CompleteSIWxInfo,
} from "@x402/extensions/sign-in-with-x";
import { privateKeyToAccount } from "viem/accounts";

describe("@x402/extensions", () => {
  it("bazaar declares a discovery extension under its key", () => {
    expect(BAZAAR.key).toBe("bazaar");
    const declared = declareDiscoveryExtension({
      input: { personId: "p_1" },
      inputSchema: { properties: { personId: { type: "string" } }, required: ["personId"] },
      output: { example: { ok: true } },
    });
    expect(Object.keys(declared)).toEqual([BAZAAR.key]);
    expect(declared[BAZAAR.key]).toHaveProperty("info");
    expect(declared[BAZAAR.key]).toHaveProperty("schema");
    expect(bazaarResourceServerExtension.key).toBe(BAZAAR.key);
  });

  it("payment-identifier generates, validates and declares ids", () => {
    const id = generatePaymentId();
    expect(isValidPaymentId(id)).toBe(true);
    expect(isValidPaymentId("short")).toBe(false);
    const declared = declarePaymentIdentifierExtension(true);
    expect(declared.info.required).toBe(true);
    expect(paymentIdentifierResourceServerExtension.key).toBe(PAYMENT_IDENTIFIER);
  });

  it("sign-in-with-x signs and verifies an EVM message", async () => {
    expect(SIGN_IN_WITH_X).toBe("sign-in-with-x");
    expect(typeof createSIWxResourceServerExtension).toBe("function");
    const account = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
    const now = new Date();
    const info: CompleteSIWxInfo = {
      domain: "leasehold.test",
      uri: "https://leasehold.test/api/v3/persons",
      version: "1",
      nonce: "a1b2c3d4e5f6a7b8",
      issuedAt: now.toISOString(),
      expirationTime: new Date(now.getTime() + 300_000).toISOString(),
      chainId: "eip155:84532",
      type: "eip191",
    };
    const message = createSIWxMessage(info, account.address);
    const signature = await account.signMessage({ message });
    const header = encodeSIWxHeader({ ...info, address: account.address, signature });
    const verified = await verifySIWxSignature(parseSIWxHeader(header));
    expect(verified).toMatchObject({ isValid: true });
    if (verified.isValid) expect(verified.payer.toLowerCase()).toBe(account.address.toLowerCase());
    const forged = await verifySIWxSignature(parseSIWxHeader(encodeSIWxHeader({ ...info, address: account.address, signature: await account.signMessage({ message: message + " " }) })));
    expect(forged.isValid).toBe(false);
  });
});
