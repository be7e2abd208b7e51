/**
 * Runs once when a server instance starts (never during next build): an
 * instance with a half-configured payment setup refuses to run, saying what
 * is missing, rather than failing at the first payment.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { paymentSetup } = await import("./lib/config");
  const setup = paymentSetup();
  if (setup.mode === "unconfigured") {
    console.error(
      `Leasehold cannot start: payments are not configured. Set ${setup.problems.join("; ")}. ` +
        "(npm start runs a local chain with test USDC when none of the payment settings is set.)",
    );
    process.exit(1);
  }
}
