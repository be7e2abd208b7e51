/**
 * Wallet identity (sign-in-with-x): the wallet that paid for a lease proves
 * itself with a real signature (viem, the local chain's payer accounts) and
 * recovers a lost token. Against the running service, over REST and MCP.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { encodeSIWxHeader, formatSIWEMessage, type SIWxPayload } from "@x402/extensions/sign-in-with-x";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { createPublicClient, createWalletClient, encodeFunctionData, http, serializeErc6492Signature, type Abi, type Address, type Hex } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { hardhat } from "viem/chains";
import { localAccount } from "@/lib/core/chain/local";
import { db } from "@/lib/core/db/client";
import { setClock } from "@/lib/core/clock/clock";
import { ApiError } from "@/lib/core/http/errors";
import { MAX_SIGN_IN_LENGTH } from "@/lib/flows/wallet/schemas";
import { listWalletLeases, NONCE_TTL_MS } from "@/lib/flows/wallet/wallet";
import { api, baseUrl, bearer, jsonPost, network, payer, provision } from "../support/agent";
import { eventsOf } from "../events/support";
import { toolError } from "../support/mcp";
import { fundPayer } from "../support/security";
import { OWNED_WALLET_FACTORY_ABI, OWNED_WALLET_FACTORY_BYTECODE } from "../support/counterfactual-wallet";

const OWNER = 190;
const STRANGER = 191;
const MCP_OWNER = 192;
/** The EOA that owns the EIP-1271 smart wallet. */
const SMART_OWNER = 193;
const RACER = 194;
/** The EOA that owns the counterfactual (ERC-6492) wallet, and one that pays in the expiry test. */
const COUNTERFACTUAL_OWNER = 225;
const EXPIRY_OWNER = 226;

function localChain() {
  const rpcUrl = process.env.LEASEHOLD_TEST_RPC!;
  const chain = { ...hardhat, rpcUrls: { default: { http: [rpcUrl] } } };
  return { wallet: createWalletClient({ account: localAccount(0), chain, transport: http(rpcUrl) }), reader: createPublicClient({ chain, transport: http(rpcUrl) }) };
}

/** Deploys a contract from the local chain's account #0; other test files send from it too, so a nonce clash is retried. */
async function deploy(abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
  const { wallet, reader } = localChain();
  for (let attempt = 1; ; attempt++) {
    try {
      const hash = await wallet.deployContract({ abi, bytecode, args });
      const receipt = await reader.waitForTransactionReceipt({ hash });
      if (receipt.status !== "success" || !receipt.contractAddress) throw new Error("the deployment reverted");
      return receipt.contractAddress;
    } catch (error) {
      if (attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

/** Deploys stablecoin-evm's MockERC1271Wallet (kept compiled in test/support/contracts; isValidSignature: the owner's ECDSA signature of the hash) on the local chain. */
async function deploySmartWallet(owner: Address): Promise<Address> {
  const { abi, bytecode } = createRequire(import.meta.url)("../support/contracts/MockERC1271Wallet.json") as { abi: Abi; bytecode: Hex };
  return deploy(abi, bytecode, [owner]);
}

type Challenge = { message: string; payload: Omit<SIWxPayload, "signature">; expiresAt: string };

async function challenge(account: PrivateKeyAccount, chainId?: string | number): Promise<Challenge> {
  const response = await jsonPost("/api/v3/wallet/challenge", { address: account.address, ...(chainId === undefined ? {} : { chainId }) });
  expect(response.status).toBe(200);
  return response.json();
}

/** Signs the payload's message as a wallet does (EIP-191 personal_sign) and encodes the SIGN-IN-WITH-X value. */
async function signed(account: PrivateKeyAccount, payload: Omit<SIWxPayload, "signature">): Promise<string> {
  const signature = await account.signMessage({ message: formatSIWEMessage(payload, payload.address) });
  return encodeSIWxHeader({ ...payload, signature });
}

const listLeases = (signIn?: string) => api("/api/v3/wallet/leases", { headers: signIn === undefined ? {} : { "sign-in-with-x": signIn } });
const reissue = (id: string, signIn: string) => api(`/api/v3/wallet/leases/${id}/token`, { method: "POST", headers: { "sign-in-with-x": signIn } });

async function expectRefused(response: Response, status: number, code: string) {
  const body = await response.json();
  expect({ status: response.status, body }).toMatchObject({ status, body: { code, error: expect.any(String) } });
}

beforeAll(async () => {
  await Promise.all([fundPayer(OWNER), fundPayer(MCP_OWNER)]);
});
afterEach(() => {
  setClock(null);
});

describe("a lost token recovered with the paying wallet", () => {
  it("challenge, sign, list (no token), reissue: the old token is refused, the new one works; replays and forgeries are refused", async () => {
    const owner = payer(OWNER);
    const person = await provision(OWNER, "persons");
    const page = await provision(OWNER, "pages");

    // The challenge: an EIP-4361 message for this service's configured address and payment network.
    const first = await challenge(owner);
    const site = new URL(baseUrl());
    expect(first.payload).toMatchObject({ domain: site.host, uri: site.origin, chainId: network(), address: owner.address, version: "1", type: "eip191" });
    expect(first.message).toContain(`${site.host} wants you to sign in with your Ethereum account:\n${owner.address}`);
    expect(first.message).toContain(`Nonce: ${first.payload.nonce}`);
    expect(first.message).toContain(`Chain ID: ${network().split(":")[1]}`);
    // The message returned is the one signed from the payload (the same text the server verifies).
    expect(formatSIWEMessage(first.payload, owner.address)).toBe(first.message);

    // List: both leases, never a token.
    const proof = await signed(owner, first.payload);
    const listed = await listLeases(proof);
    expect(listed.status).toBe(200);
    const text = await listed.text();
    expect(text).not.toMatch(/at_live_/);
    const body = JSON.parse(text) as { wallet: string; leases: { id: string }[] };
    expect(body.wallet).toBe(owner.address.toLowerCase());
    expect(body.leases).toEqual(
      expect.arrayContaining([
        { id: person.id, type: "person", name: "Test Person", status: "active", termEnd: expect.any(String), unit: "turns", remaining: expect.any(Number) },
        { id: page.id, type: "page", name: "Test intake", status: "active", termEnd: expect.any(String), unit: "submissions", remaining: expect.any(Number) },
      ]),
    );

    // The same signed message again: its nonce is used up.
    await expectRefused(await listLeases(proof), 401, "wallet_nonce_invalid");
    await expectRefused(await reissue(person.id, proof), 401, "wallet_nonce_invalid");

    // Reissue: a new token; the old one gets 401, the new one reads the Person.
    const second = await challenge(owner);
    const reissued = await reissue(person.id, await signed(owner, second.payload));
    expect(reissued.status).toBe(200);
    const { capabilityToken, revokedTokens } = await reissued.json();
    expect(revokedTokens).toBe(1);
    expect(capabilityToken).toMatchObject({ token: expect.stringMatching(/^at_live_/), resourceType: "person", resourceId: person.id });
    const old = await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) });
    await expectRefused(old, 401, "unauthorized");
    const fresh = await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(capabilityToken.token) });
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).id).toBe(person.id);
    // On the timeline, with the wallet and no token.
    const events = await eventsOf({ kind: "persons", id: person.id, leaseId: "", token: capabilityToken.token });
    const event = events.find((e) => e.type === "lease.token_reissued");
    expect(event).toMatchObject({ actor: "controller", data: { wallet: owner.address.toLowerCase(), revokedTokens: 1 } });
    // The Page's token was not touched.
    expect((await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(page.token) })).status).toBe(200);

    // A message for another domain, signed by the right wallet: refused, and the nonce stays usable for the real one.
    const third = await challenge(owner);
    await expectRefused(await listLeases(await signed(owner, { ...third.payload, domain: "evil.example" })), 401, "wallet_domain_mismatch");
    await expectRefused(await listLeases(await signed(owner, { ...third.payload, uri: "https://evil.example" })), 401, "wallet_domain_mismatch");
    // Another chain id.
    await expectRefused(await listLeases(await signed(owner, { ...third.payload, chainId: "eip155:1" })), 401, "wallet_chain_mismatch");
    await expectRefused(await jsonPost("/api/v3/wallet/challenge", { address: owner.address, chainId: 1 }), 400, "wallet_chain_unsupported");
    // A signature that does not verify: another wallet signed the owner's message.
    const stranger = payer(STRANGER);
    const forged = encodeSIWxHeader({ ...third.payload, signature: await stranger.signMessage({ message: third.message }) });
    await expectRefused(await listLeases(forged), 401, "wallet_signature_invalid");
    // A message that does not parse, none, or one longer than any wallet's (bounded before it is decoded).
    await expectRefused(await listLeases("not base64 json"), 400, "wallet_signin_invalid");
    await expectRefused(await listLeases("A".repeat(MAX_SIGN_IN_LENGTH + 1)), 400, "wallet_signin_invalid");
    await expectRefused(await listLeases(), 400, "wallet_signin_invalid");
    // A nonce the service never issued.
    await expectRefused(await listLeases(await signed(owner, { ...third.payload, nonce: "0123456789abcdef0123456789abcdef" })), 401, "wallet_nonce_invalid");
    // The untouched nonce still works once.
    expect((await listLeases(await signed(owner, third.payload))).status).toBe(200);

    // A stranger's own valid proof: no leases, and the owner's lease is 404 (not 403: nothing to probe).
    const strangers = await challenge(stranger);
    const theirs = await listLeases(await signed(stranger, strangers.payload));
    expect(await theirs.json()).toEqual({ wallet: stranger.address.toLowerCase(), leases: [] });
    // The stranger cannot use the owner's nonce with its own address either.
    const stolen = await challenge(owner);
    await expectRefused(await listLeases(await signed(stranger, { ...stolen.payload, address: stranger.address })), 401, "wallet_nonce_invalid");
    const probe = await challenge(stranger);
    await expectRefused(await reissue(page.id, await signed(stranger, probe.payload)), 404, "not_found");
    expect((await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(page.token) })).status).toBe(200);
  });

  it("refuses a nonce past its five minutes (the service's clock moved)", async () => {
    const owner = payer(OWNER);
    const issued = await challenge(owner);
    const proof = await signed(owner, issued.payload);
    // This process runs the same flow on the same database and configuration; its clock moves past the nonce's expiry.
    setClock(Date.now() + NONCE_TTL_MS + 1000);
    const refused = await listWalletLeases(proof).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe("wallet_nonce_expired");
    setClock(null);
    // Not used up by the refusal: within its time it works.
    expect((await listWalletLeases(proof)).wallet).toBe(owner.address.toLowerCase());
  });
});

describe("a signed message must be its challenge's", () => {
  it("a changed statement, added resources, a later expirationTime, another issuedAt, notBefore or requestId is 400 wallet_signin_invalid, and the nonce stays usable", async () => {
    const wallet = payer(STRANGER);
    const issued = await challenge(wallet);
    const later = new Date(Date.parse(issued.payload.expirationTime!) + 60_000).toISOString();
    const earlier = new Date(Date.parse(issued.payload.issuedAt) - 1000).toISOString();
    const alterations: [Partial<Challenge["payload"]>, string][] = [
      [{ statement: "I agree to transfer everything to the bearer." }, "statement"],
      [{ statement: undefined }, "statement"],
      [{ resources: ["https://evil.example/drain"] }, "resources"],
      [{ expirationTime: later }, "expirationTime"],
      [{ issuedAt: earlier }, "issuedAt"],
      [{ notBefore: earlier }, "notBefore"],
      [{ requestId: "other-request" }, "requestId"],
    ];
    for (const [altered, field] of alterations) {
      // Signed by the right wallet over its own (altered) text: the signature verifies, the content is not what was asked.
      const response = await listLeases(await signed(wallet, { ...issued.payload, ...altered }));
      const body = await response.json();
      expect({ status: response.status, body }, field).toMatchObject({ status: 400, body: { code: "wallet_signin_invalid", error: expect.stringContaining(field) } });
    }
    // The challenge as issued still works, once.
    expect((await listLeases(await signed(wallet, issued.payload))).status).toBe(200);
  });
});

describe("an expired proof over HTTP", () => {
  it("a message past its own expiration, issued too long ago, or whose nonce expired is 401 wallet_nonce_expired with {error, code}", async () => {
    const owner = payer(EXPIRY_OWNER);
    const issued = await challenge(owner);
    // The wallet signs a message that says it expired a minute ago (the owner's own signature over it).
    const past = new Date(Date.now() - 60_000).toISOString();
    await expectRefused(await listLeases(await signed(owner, { ...issued.payload, expirationTime: past })), 401, "wallet_nonce_expired");
    // A message issued longer ago than a challenge lives (five minutes, a minute of clock skew allowed).
    const old = new Date(Date.now() - NONCE_TTL_MS - 2 * 60_000).toISOString();
    await expectRefused(await listLeases(await signed(owner, { ...issued.payload, issuedAt: old, expirationTime: undefined })), 401, "wallet_nonce_expired");
    // The challenge's own nonce expired on the service's side (its row moved past its five minutes), the message unchanged.
    const proof = await signed(owner, issued.payload);
    await db().walletNonce.update({ where: { nonce: issued.payload.nonce }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expectRefused(await listLeases(proof), 401, "wallet_nonce_expired");
    // A fresh challenge works.
    expect((await listLeases(await signed(owner, (await challenge(owner)).payload))).status).toBe(200);
  });
});

describe("one proof, one call", () => {
  it("the same signed message sent twice at once reissues once: one new token, one event", async () => {
    await fundPayer(RACER);
    const owner = payer(RACER);
    const person = await provision(RACER, "persons");
    const proof = await signed(owner, (await challenge(owner)).payload);
    const answers = await Promise.all([reissue(person.id, proof), reissue(person.id, proof)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const token = (await winner.json()).capabilityToken.token as string;
    await expectRefused(answers.find((answer) => answer.status === 401)!, 401, "wallet_nonce_invalid");
    const events = await eventsOf({ kind: "persons", id: person.id, leaseId: "", token });
    expect(events.filter((event) => event.type === "lease.token_reissued")).toHaveLength(1);
    expect(await db().capabilityToken.count({ where: { resourceId: person.id, revokedAt: null } })).toBe(1);
  });
});

describe("a smart-contract wallet (EIP-1271)", () => {
  it("signs in through its contract on the payment network; a signature its owner did not make is refused", async () => {
    const owner = payer(SMART_OWNER);
    const contract = await deploySmartWallet(owner.address);
    // The lease is paid by an EOA here (the local x402 client signs EIP-3009 as an EOA); its principal is then set to the
    // smart wallet, as if the wallet had paid: what is tested is how the wallet proves itself, not how it paid.
    await fundPayer(SMART_OWNER);
    const page = await provision(SMART_OWNER, "pages");
    await db().lease.updateMany({ where: { resourceId: page.id }, data: { principal: contract.toLowerCase() } });

    // The contract's address in the message; the owner's signature, which only the contract's isValidSignature accepts.
    const smart = { ...owner, address: contract } as PrivateKeyAccount;
    const issued = await challenge(smart);
    expect(issued.payload.address.toLowerCase()).toBe(contract.toLowerCase());
    const listed = await listLeases(await signed(owner, issued.payload));
    expect(listed.status).toBe(200);
    expect((await listed.json()).leases.map((lease: { id: string }) => lease.id)).toEqual([page.id]);

    // Someone else's signature for the contract: the contract says no.
    const again = await challenge(smart);
    await expectRefused(await listLeases(await signed(payer(STRANGER), again.payload)), 401, "wallet_signature_invalid");
    // The owner's own EOA did not pay: it has no lease.
    const own = await challenge(owner);
    expect((await (await listLeases(await signed(owner, own.payload))).json()).leases).toEqual([]);

    const reissued = await reissue(page.id, await signed(owner, again.payload));
    expect(reissued.status).toBe(200);
    const token = (await reissued.json()).capabilityToken.token as string;
    expect((await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(token) })).status).toBe(200);
  });
});

describe("a counterfactual smart wallet (EIP-6492), not deployed yet", () => {
  it("signs in with its factory call wrapped around its owner's signature, and stays undeployed; a stranger's signature or another wallet's factory call is refused", async () => {
    const owner = payer(COUNTERFACTUAL_OWNER);
    const stranger = payer(STRANGER);
    const factory = await deploy(OWNED_WALLET_FACTORY_ABI as unknown as Abi, OWNED_WALLET_FACTORY_BYTECODE, []);
    const { reader } = localChain();
    const counterfactual = await reader.readContract({ address: factory, abi: OWNED_WALLET_FACTORY_ABI, functionName: "walletAddress", args: [owner.address] });
    expect(await reader.getCode({ address: counterfactual })).toBeUndefined();
    // As in the EIP-1271 test, an EOA pays and the lease's principal is then the wallet's address.
    await fundPayer(COUNTERFACTUAL_OWNER);
    const person = await provision(COUNTERFACTUAL_OWNER, "persons");
    await db().lease.updateMany({ where: { resourceId: person.id }, data: { principal: counterfactual.toLowerCase() } });

    /** What a counterfactual wallet sends (ERC-6492): its factory, the factory call that would deploy it, and the signature the deployed wallet would accept. */
    const wrapped = async (signer: PrivateKeyAccount, payload: Challenge["payload"], walletOf: Address = owner.address) => {
      const inner = await signer.signMessage({ message: formatSIWEMessage(payload, payload.address) });
      const data = encodeFunctionData({ abi: OWNED_WALLET_FACTORY_ABI, functionName: "createWallet", args: [walletOf] });
      return encodeSIWxHeader({ ...payload, signature: serializeErc6492Signature({ address: factory, data, signature: inner }) });
    };
    const smart = { address: counterfactual } as PrivateKeyAccount;

    const issued = await challenge(smart);
    expect(issued.payload.address.toLowerCase()).toBe(counterfactual.toLowerCase());
    const proof = await wrapped(owner, issued.payload);
    expect(proof.length).toBeLessThanOrEqual(MAX_SIGN_IN_LENGTH);
    const listed = await listLeases(proof);
    expect(listed.status).toBe(200);
    expect((await listed.json()).leases.map((lease: { id: string }) => lease.id)).toEqual([person.id]);
    // Verified by simulating the deployment (eth_call), not by deploying: the wallet still has no code.
    expect(await reader.getCode({ address: counterfactual })).toBeUndefined();

    const again = await challenge(smart);
    // A stranger's signature in the same wrapper: the wallet the factory would deploy says no.
    await expectRefused(await listLeases(await wrapped(stranger, again.payload)), 401, "wallet_signature_invalid");
    // A factory call that deploys another wallet (the stranger's, which would accept the stranger's signature): the message's address still has no code.
    await expectRefused(await listLeases(await wrapped(stranger, again.payload, stranger.address)), 401, "wallet_signature_invalid");
    // The owner's signature without the wrapper: nothing at the address to ask, and the owner is not the address.
    await expectRefused(await listLeases(await signed(owner, again.payload)), 401, "wallet_signature_invalid");
    // None of the refusals used the nonce: the owner's wrapped proof reissues the token.
    const reissued = await reissue(person.id, await wrapped(owner, again.payload));
    expect(reissued.status).toBe(200);
    const token = (await reissued.json()).capabilityToken.token as string;
    expect((await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(token) })).status).toBe(200);
    await expectRefused(await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) }), 401, "unauthorized");
    expect(await reader.getCode({ address: counterfactual })).toBeUndefined();
  });
});

describe("the wallet tools over MCP", () => {
  const clients: Client[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => {})));
  });

  it("wallet_challenge, wallet_list_leases and wallet_reissue_token need no token; errors are readable tool errors", async () => {
    const owner = payer(MCP_OWNER);
    const page = await provision(MCP_OWNER, "pages");
    const client = new Client({ name: "wallet-test", version: "1.0.0" });
    clients.push(client);
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`)));
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(["wallet_challenge", "wallet_list_leases", "wallet_reissue_token"]));

    const ask = async () => (await client.callTool({ name: "wallet_challenge", arguments: { address: owner.address } })).structuredContent as Challenge;
    const listed = await client.callTool({ name: "wallet_list_leases", arguments: { signIn: await signed(owner, (await ask()).payload) } });
    expect(listed.isError).toBeFalsy();
    expect((listed.structuredContent as { leases: { id: string }[] }).leases.map((l) => l.id)).toContain(page.id);

    const proof = await signed(owner, (await ask()).payload);
    const reissued = await client.callTool({ name: "wallet_reissue_token", arguments: { signIn: proof, id: page.id } });
    expect(reissued.isError).toBeFalsy();
    const token = (reissued.structuredContent as { capabilityToken: { token: string } }).capabilityToken.token;
    expect((await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(token) })).status).toBe(200);
    expect((await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(page.token) })).status).toBe(401);

    // The same proof again: a readable tool error with REST's code.
    const replay = await client.callTool({ name: "wallet_reissue_token", arguments: { signIn: proof, id: page.id } });
    expect(toolError(replay)).toMatchObject({ code: "wallet_nonce_invalid", error: expect.any(String) });
  });
});
