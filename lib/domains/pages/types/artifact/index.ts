/** artifact: a workspace-defined artifact; no stable external schema may be assumed. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { headingFrom } from "../heading";

export const ControllerDefinedContentSchema = z
  .record(z.string(), z.unknown())
  .meta({ id: "ControllerDefinedContent", description: "Controller-defined content; no stable external schema may be assumed." });

export const artifact = definePageType({
  purpose: "Compatibility type for a workspace-defined artifact; no stable external schema may be assumed",
  contentKeys: [],
  content: ControllerDefinedContentSchema,
  defaultContent: {},
  examples: [
    {
      summary: "A research summary an agent produced",
      label: "Market scan",
      content: {
        title: "Market scan: e-bike subscriptions in Lisbon",
        description: "What three providers offer, as of November 2026.",
        providers: [
          { name: "Pedal Lx", monthly_eur: 49, includes: ["insurance", "repairs"] },
          { name: "Volta", monthly_eur: 59, includes: ["insurance", "repairs", "second battery"] },
        ],
      },
    },
  ],
  heading: headingFrom("title", "document_title", "invoice_title", "request_title", "vault_title", "dashboard_title"),
  submissions: {},
  events: [],
  showsEveryMember: () => true,
});
