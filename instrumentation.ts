/**
 * Runs once when a server instance starts (not during next build): refuse to
 * serve with a half-configured payment setup, saying what is missing.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { paymentSetup } = await import("./lib/config");
  const setup = paymentSetup();
  if (setup.mode === "unconfigured") {
    const message = `Leasehold cannot take payments: set ${setup.problems.join("; ")}. (npm start runs a local chain when none of these is set.)`;
    console.error(message);
    throw new Error(message);
  }
}
