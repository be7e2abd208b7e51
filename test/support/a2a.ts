/**
 * What the A2A advisor answers, expected alike by the advisor's unit test
 * (lib/adapters/a2a/advisor.test.ts) and by the A2A test over HTTP
 * (test/a2a/a2a.test.ts), so the two cannot drift apart.
 */

/** The recommendation for "I need a booking page for my clinic" (with the network of the catalog in use). */
export const BOOKING_PAGE_RECOMMENDATION = {
  resourceType: "page",
  toolType: "scheduler",
  price: "$2.00",
  priceAtomic: "2000000",
};

/** How a booking Page is provisioned. */
export const BOOKING_PAGE_PROVISION = {
  provisionRoute: "POST /api/v3/resources/pages",
  mcpTool: "provision_page",
};

/**
 * What the A2A advisor answers to "delete my page …": it does nothing and
 * points to token-based control.
 */
export const DESTROY_PAGE_CONTROL = {
  performed: false,
  resourceType: "page",
  action: "destroy",
  routes: ["DELETE /api/v3/control/pages/{id}"],
  mcp: "/mcp",
  mcpTools: ["destroy_page"],
};
