/**
 * The Leasehold API's types, generated from its OpenAPI document (GET /api/v3/openapi.json)
 * by openapi-typescript. Do not edit: change the zod schemas and run `npm run client:generate`
 * (lib/adapters/catalog/openapi/client-types.test.ts fails when this file is not current).
 * client/index.ts is the client that uses them.
 */

export interface paths {
    "/api/v3/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalog: SKUs, prices, network, limits and routes (authoritative) */
        get: operations["getCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/x402": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The priced resources for x402 discovery: each paid operation's method, URL, price, payment requirements and x402 extensions */
        get: operations["getX402Discovery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/resource-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The resource model: what a Person and a Page are and how to choose */
        get: operations["getResourceModel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/agent-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The A2A agent card of the platform (also at /.well-known/agent-card.json) */
        get: operations["getAgentCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/a2a": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A2A agent (JSON-RPC 2.0): which resource fits a request, what it costs and how to provision it */
        post: operations["askA2a"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service and dependency health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the instance answers (for load balancers; checks no dependency, unlike /api/health) */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/resources/persons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Provision a Person (x402 v2: 402 challenge, then retry with PAYMENT-SIGNATURE) */
        post: operations["provisionPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/resources/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Provision a Page (x402 v2: 402 challenge, then retry with PAYMENT-SIGNATURE) */
        post: operations["provisionPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/resources/{type}/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew a lease for another term (x402 v2; PAYMENT-SIGNATURE required) */
        post: operations["renewLease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/resources/persons/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew a Person's lease (the catalog's form of the renew route) */
        post: operations["renewPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/resources/pages/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew a Page's lease (the catalog's form of the renew route) */
        post: operations["renewPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/tokens/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a valid or grace-period capability token of an active lease */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/wallet/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a sign-in-with-x message (EIP-4361, a single-use nonce for 5 minutes) for the wallet that paid */
        post: operations["walletChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/wallet/leases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the leases the signed-in wallet paid for (never a token) */
        get: operations["walletListLeases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/wallet/leases/{id}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new capability token for one of the wallet's leases; every earlier token of the lease is revoked */
        post: operations["walletReissueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the Person with its lease */
        get: operations["getPerson"];
        put?: never;
        post?: never;
        /** Destroy the Person permanently and revoke its tokens */
        delete: operations["destroyPerson"];
        options?: never;
        head?: never;
        /** Change name, goal, instructions, tools, visibility or the public profile */
        patch: operations["updatePerson"];
        trace?: never;
    };
    "/api/v3/control/persons/{id}/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set counterpart visibility and audience (no controller authority) */
        post: operations["setPersonAudience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the Person's private knowledge files */
        get: operations["listKnowledgeFiles"];
        put?: never;
        /** Grant the Person a knowledge file */
        post: operations["addKnowledgeFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a knowledge file and its passages (frees its share of the knowledge quota) */
        delete: operations["removeKnowledgeFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the Person's approval requests (tool calls that wait for an answer, or were answered) */
        get: operations["listPersonApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/approvals/{approvalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one approval request, with the outcome of an approved call once it ran */
        get: operations["getPersonApproval"];
        put?: never;
        /** Approve or deny a pending tool call (approved, it runs exactly as requested and the task resumes with its result) */
        post: operations["answerPersonApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the Person's tasks with their status */
        get: operations["listTasks"];
        put?: never;
        /** Assign bounded work to the Person */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One chat turn, answered as a server-sent event stream; consumes one included turn */
        post: operations["chatWithPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Person's timeline events, newest first */
        get: operations["getTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Person's current derived state */
        get: operations["getState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Person's events, oldest first after a seq: JSON pages, or a server-sent event stream with Accept: text/event-stream */
        get: operations["listPersonEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the Pages linked to the Person */
        get: operations["listPersonLinks"];
        put?: never;
        /** Link a Page to the Person with both tokens (the Person's as the bearer, the Page's as pageToken in the body): its submissions can start tasks, and the Person can read them */
        post: operations["linkPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a link from the Person's side: no new task starts from the Page, and the Person can no longer read it */
        delete: operations["unlinkPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause the Person: chat answers 409 person_paused and no task runs until it is resumed */
        post: operations["pausePerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused Person: chat is open again and the tasks queued while it was paused run */
        post: operations["resumePerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The usage meter: turns, model tokens in and out and tool calls per UTC day, with this term's allowance */
        get: operations["getPersonUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the Person as one JSON bundle (definition, knowledge, state, tasks, chats, timeline, usage) */
        get: operations["exportPerson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the Page with its effective content and lease */
        get: operations["getPage"];
        put?: never;
        post?: never;
        /** Delete the Page and its submissions permanently and revoke its tokens */
        delete: operations["destroyPage"];
        options?: never;
        head?: never;
        /** Change label, content or visibility */
        patch: operations["updatePage"];
        trace?: never;
    };
    "/api/v3/control/pages/{id}/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set counterpart visibility and audience (no controller authority) */
        post: operations["setPageAudience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Page's invitations, newest first: who, when, by whom, when the link expires, and when they first opened the Page */
        get: operations["listPageInvitations"];
        put?: never;
        /** Invite a person by email: one call emails them a branded sign-in link that lands on the Page, and records the invitation */
        post: operations["inviteToPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/uploads/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file a counterpart uploaded to the Page: a file vault's upload or a form's file field (its uploadId is in the submission's data) */
        get: operations["downloadUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/submissions/{submissionId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sealed PDF of a signature on an e_signature Page: the document as signed, then its audit certificate */
        get: operations["downloadSignedCopy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Page's submissions, newest first (JSON, or CSV with format=csv) */
        get: operations["listSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/bookings/{bookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking of the scheduler Page: the slot is free again, the booking is kept marked cancelled, page.booking.cancelled is recorded */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Page's events, oldest first after a seq: JSON pages, or a server-sent event stream with Accept: text/event-stream */
        get: operations["listPageEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the Persons the Page is linked to */
        get: operations["listPageLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a link from the Page's side: its submissions no longer start the Person's tasks, and the Person can no longer read it */
        delete: operations["unlinkPerson"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the Person's webhook endpoints (without their secrets) */
        get: operations["listPersonWebhooks"];
        put?: never;
        /** Subscribe an endpoint to the Person's events (the answer shows the signing secret once) */
        post: operations["createPersonWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one webhook endpoint */
        get: operations["getPersonWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint (queued deliveries to it are dropped) */
        delete: operations["deletePersonWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint: url, eventTypes, description, or enabled (false disables it, true enables it again) */
        patch: operations["updatePersonWebhook"];
        trace?: never;
    };
    "/api/v3/control/persons/{id}/webhooks/{webhookId}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret: the new one is shown once; the old one keeps signing for 24 hours */
        post: operations["rotatePersonWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's delivery log: each attempt's time, status, latency, the first 1 KB of the answer, the error */
        get: operations["listPersonWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/webhooks/{webhookId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send events again to the endpoint: one (eventId) or every one since a time (since); same webhook-id as before */
        post: operations["redeliverPersonWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the Page's webhook endpoints (without their secrets) */
        get: operations["listPageWebhooks"];
        put?: never;
        /** Subscribe an endpoint to the Page's events (the answer shows the signing secret once) */
        post: operations["createPageWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one webhook endpoint */
        get: operations["getPageWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint (queued deliveries to it are dropped) */
        delete: operations["deletePageWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint: url, eventTypes, description, or enabled (false disables it, true enables it again) */
        patch: operations["updatePageWebhook"];
        trace?: never;
    };
    "/api/v3/control/pages/{id}/webhooks/{webhookId}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret: the new one is shown once; the old one keeps signing for 24 hours */
        post: operations["rotatePageWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's delivery log: each attempt's time, status, latency, the first 1 KB of the answer, the error */
        get: operations["listPageWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/webhooks/{webhookId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send events again to the endpoint: one (eventId) or every one since a time (since); same webhook-id as before */
        post: operations["redeliverPageWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the Person's schedules (at most 20), oldest first */
        get: operations["listSchedules"];
        put?: never;
        /** Create a schedule: a cron expression in an IANA time zone, or one time (runAt); each run queues a task with its title and instructions */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one schedule */
        get: operations["getSchedule"];
        put?: never;
        post?: never;
        /** Delete a schedule and its run history (the tasks it queued stay) */
        delete: operations["deleteSchedule"];
        options?: never;
        head?: never;
        /** Change a schedule, pause it ({paused: true}) or resume it ({paused: false}) */
        patch: operations["updateSchedule"];
        trace?: never;
    };
    "/api/v3/control/persons/{id}/schedules/{scheduleId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A schedule's run history, newest first: each instant, when it was handled, its task and the task's outcome, or why it did not run */
        get: operations["listScheduleRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/oauth-grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the OAuth connections to the Person (MCP clients that signed in through /oauth/authorize); never a token */
        get: operations["listPersonOAuthGrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/persons/{id}/oauth-grants/{grantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one OAuth connection to the Person: its access and refresh tokens stop working at once */
        delete: operations["revokePersonOAuthGrant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/oauth-grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the OAuth connections to the Page (MCP clients that signed in through /oauth/authorize); never a token */
        get: operations["listPageOAuthGrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/control/pages/{id}/oauth-grants/{grantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one OAuth connection to the Page: its access and refresh tokens stop working at once */
        delete: operations["revokePageOAuthGrant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "lease.provisioned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The resource was bought: its first term began.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.provisioned` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseProvisionedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.renewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A renewal was paid: a new term, the allowance reset.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.renewed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseRenewedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The term ends soon: sent 7 days and 1 day before termEnd, once each per term.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.expiring` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseExpiringEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The term ended without a renewal: the resource answers no one until it is renewed.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.expired` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseExpiredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.destroyed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller destroyed the resource; its tokens are revoked.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.destroyed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseDestroyedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.token_refreshed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller exchanged its token for a new one.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.token_refreshed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseTokenRefreshedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.token_reissued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The wallet that paid for the lease proved itself (sign-in-with-x) and had a new capability token issued: every earlier token of the lease, and every OAuth connection to it, is revoked.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.token_reissued` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseTokenReissuedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.oauth_grant.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A person approved an OAuth connection to the resource on the consent page (/oauth/authorize), proving it with its capability token or the paying wallet.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.oauth_grant.created` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseOauthGrantCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.oauth_grant.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An OAuth connection to the resource ended: its access and refresh tokens stop working at once.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.oauth_grant.revoked` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseOauthGrantRevokedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.suspended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The service's operators suspended the resource: control writes answer 423 resource_suspended (reads and destroy stay open), counterparts meet an unavailable page and a Person runs nothing, until lease.unsuspended.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.suspended` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseSuspendedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.unsuspended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The service's operators lifted the suspension: everything the resource did before works again, and a Person's parked tasks run.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.unsuspended` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseUnsuspendedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.tokens_revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The service's operators revoked every capability token and OAuth grant of the resource: recover control with the paying wallet (POST /api/v3/wallet/leases/{id}/token).
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.tokens_revoked` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseTokensRevokedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.audience_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who may open the resource as a counterpart changed.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.audience_updated` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseAudienceUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lease.webhook_disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A webhook endpoint was disabled by the service: its receiver answered 410 Gone, or it failed every attempt for the whole retry window (docs/webhooks.md). Delivered to the resource's other endpoints.
         * @description POSTed to each enabled endpoint of a Person or a Page subscribed to `lease.webhook_disabled` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverLeaseWebhookDisabledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller changed the Person.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.updated` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.knowledge.added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A knowledge file was added.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.knowledge.added` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonKnowledgeAddedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.knowledge.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A knowledge file was removed.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.knowledge.removed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonKnowledgeRemovedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.state.recorded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Person recorded a fact in its derived state.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.state.recorded` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonStateRecordedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.chat.message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A chat turn finished: the message (from the controller or a counterpart) and the Person's reply.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.chat.message` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonChatMessageEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.chat.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A chat turn failed; the turn was given back when nothing was produced.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.chat.failed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonChatFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.chat.aborted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The client went away mid-turn; what was produced is kept.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.chat.aborted` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonChatAbortedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.task.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A task was queued.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.task.created` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonTaskCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.link.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller linked a Page to the Person (with both tokens).
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.link.created` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonLinkCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.link.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link to a Page was removed, from the Person's side or the Page's (`removedBy`); `destroyed` when the Page was destroyed.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.link.removed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonLinkRemovedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.link.skipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A linked Page's submission matched the link's triggers, but no task was started: the Person's lease has expired or its turns are used up (`reason`).
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.link.skipped` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonLinkSkippedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.task.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An attempt of a task started.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.task.started` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonTaskStartedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.task.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A task finished with a result.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.task.completed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonTaskCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.task.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A task failed for good (after its retries).
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.task.failed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonTaskFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.tool.called": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Person called one of its tools (built-in, a remote MCP server's or an HTTP tool) in a chat turn or a task: the arguments and the result or error, shortened, never a header secret.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.tool.called` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonToolCalledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.approval.requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Person wants to call a tool marked requiresApproval: the call waits (its task is awaiting_approval) until the controller or a person on a linked Approval Page answers, or it expires.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.approval.requested` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonApprovalRequestedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.approval.decided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An approval request was answered (approved or denied, by the controller or a person on a linked Approval Page) or expired (denied); the task resumes with the outcome.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.approval.decided` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonApprovalDecidedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.approval.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An approved call ran: its result or error, shortened (the task then resumes).
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.approval.completed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonApprovalCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.turns.low": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 10% or less of the term's turns are left (once per term).
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.turns.low` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonTurnsLowEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.turns.exhausted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The term's turns are used up: chats and tasks are refused until renewal.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.turns.exhausted` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonTurnsExhaustedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.schedule.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller created a schedule.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.schedule.created` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonScheduleCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.schedule.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller changed, paused (changed includes paused, status paused) or resumed a schedule.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.schedule.updated` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonScheduleUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.schedule.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller deleted a schedule and its run history.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.schedule.deleted` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonScheduleDeletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.schedule.fired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A schedule's instant came: its task was queued (person.task.created follows in the same transaction).
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.schedule.fired` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonScheduleFiredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.schedule.skipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A schedule's runs did not run: missed while the service was down (one event per catch-up, count = how many), or turns_exhausted / lease_expired / person_paused / resource_suspended (one event when a schedule starts being skipped for that reason, not one per run).
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.schedule.skipped` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonScheduleSkippedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.paused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller paused the Person: chat answers 409 person_paused and no task runs until it is resumed.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.paused` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonPausedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "person.resumed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller resumed the Person: chat is open again and the tasks queued while it was paused run.
         * @description POSTed to each enabled endpoint of a Person subscribed to `person.resumed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPersonResumedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.person_approval.requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Person linked to this Approval Page for approvals asked to call a tool: the request waits on the Page for its signed-in audience.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.person_approval.requested` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPagePersonApprovalRequestedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.person_approval.decided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A signed-in person answered, on this Approval Page, a tool call a linked Person asked approval for.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.person_approval.decided` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPagePersonApprovalDecidedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller changed the Page.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.updated` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.submission.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A counterpart sent a form (custom_form, lead_collector).
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.submission.created` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageSubmissionCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.booking.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A counterpart booked a slot (scheduler), or moved a booking to it (`rescheduledFrom`: the booking it replaces, cancelled with reason "rescheduled" in the same transaction).
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.booking.created` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageBookingCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.booking.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A booking was cancelled, by the person who booked it or by the controller.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.booking.cancelled` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageBookingCancelledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.signature.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A counterpart signed (e_signature): who, under which name, and the hash of exactly what was signed.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.signature.completed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageSignatureCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.signature.declined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A counterpart declined to sign (e_signature).
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.signature.declined` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageSignatureDeclinedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.approval.decided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A counterpart approved or rejected (approval).
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.approval.decided` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageApprovalDecidedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.upload.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A counterpart uploaded a file (file_vault, file_sharer).
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.upload.created` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageUploadCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.checklist.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A counterpart completed a checklist.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.checklist.completed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageChecklistCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A counterpart placed an order (order_taker).
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.order.created` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageOrderCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.invitation.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller invited a person by email: a sign-in link to the Page was queued to them.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.invitation.sent` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageInvitationSentEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.invitation.opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An invited person opened the Page for the first time, signed in as the invited email.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.invitation.opened` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageInvitationOpenedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.link.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The controller linked the Page to a Person (with both tokens).
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.link.created` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageLinkCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.link.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link to a Person was removed, from the Page's side or the Person's (`removedBy`); `destroyed` when the Person was destroyed.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.link.removed` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageLinkRemovedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.link.triggered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A submission matched a link's triggers and started a task for the linked Person.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.link.triggered` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageLinkTriggeredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.submissions.low": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 10% or less of the term's submissions are left (once per term).
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.submissions.low` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageSubmissionsLowEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "page.submissions.exhausted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The term's submissions are used up: counterparts are refused until renewal.
         * @description POSTed to each enabled endpoint of a Page subscribed to `page.submissions.exhausted` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.
         */
        post: operations["deliverPageSubmissionsExhaustedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description A JSON-RPC 2.0 request of the A2A JSON-RPC binding. */
        JsonRpcRequest: {
            /** @constant */
            jsonrpc: "2.0";
            id?: string | number | null;
            /** @description With the header A2A-Version: 1.0: SendMessage, SendStreamingMessage (and GetTask, ListTasks, CancelTask, SubscribeToTask, which find no tasks). Without it (A2A 0.3): message/send, message/stream. */
            method: string;
            /** @description For SendMessage: { message: { messageId, role: "ROLE_USER", parts: [{ text }] } }. */
            params?: {
                [key: string]: unknown;
            };
        };
        PersonProvisionInput: {
            /** @description Stable name of the ongoing worker. */
            name: string;
            /** @description Durable operational goal: the Person's internal instruction, never shown to counterparts (see profile). */
            goal: string;
            /** @description Instructions scoped to this Person only. */
            instructions?: string;
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case). */
            audienceEmails?: string[];
            /** @default {} */
            tools?: components["schemas"]["PersonTools"];
            profile?: components["schemas"]["PersonProfile"];
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        /**
         * @description Counterpart visibility only. `public`: any signed-in user. `private`: the signed-in owner or a signed-in user whose email is in audienceEmails. Never grants controller authority.
         * @enum {string}
         */
        Visibility: "public" | "private";
        /** @description The Person's tools: the built-in ones (each true by default), remote MCP servers, HTTP tools, which of them counterparts' turns may use, and the calls one turn may make. Unknown members are refused. docs/persons.md explains each. */
        PersonTools: {
            /** @description May record facts in its state (default true). */
            record_state?: boolean;
            /** @description May queue tasks for itself (default true). */
            create_task?: boolean;
            /** @description May search its knowledge files (default true). */
            search_knowledge?: boolean;
            /** @description May list the Pages linked to it (default true; offered only while it has a linked Page). */
            list_linked_pages?: boolean;
            /** @description May read its linked Pages' submissions, bookings, signatures and decisions as data (default true; offered only while it has a linked Page). */
            read_page_submissions?: boolean;
            /** @description The tools the Person may use in a signed-in counterpart's turn and in every task a counterpart causes (one their turn queues, one their submission on a linked Page triggers), including the approved calls of those: built-in names, <server>__<tool> for an allowed MCP tool, or an HTTP tool's name. Default ["search_knowledge"]: counterparts cannot change its state, queue work or call remote tools unless listed here. Controllers' turns and tasks (and scheduled ones) use every enabled tool. */
            counterpartTools?: string[];
            /** @description Tool calls one chat turn or one task step may make (default 8); further calls are refused to the model. */
            maxToolCallsPerTurn?: number;
            /** @description How long a call marked requiresApproval waits for an answer before it is denied as expired (default 1440, a day; at most 10080, a week). */
            approvalExpiresInMinutes?: number;
            /** @description Remote MCP servers (Streamable HTTP), at most 5. */
            mcpServers?: components["schemas"]["PersonMcpServer"][];
            /** @description HTTP tools, at most 20. */
            http?: components["schemas"]["PersonHttpTool"][];
        };
        PersonMcpServer: {
            /** @description Names the server; its tools are offered to the model as <name>__<tool>. */
            name: string;
            /** @description The server's Streamable HTTP endpoint (https; public addresses only). */
            url: string;
            /** @description Headers sent with every call (at most 10), for example an API key. Values are secrets: stored encrypted, never shown again (GET shows {"set": true}), never logged or put in a prompt. Send {"set": true} to keep the stored value. */
            headers?: {
                [key: string]: string | {
                    /** @constant */
                    set: true;
                };
            };
            /** @description The server's tools the Person may call (others are never offered to the model). */
            allow: string[];
            /** @description Allowed tools whose every call waits for an approval (the controller's, or a linked Approval Page's). */
            requiresApproval?: string[];
        };
        PersonHttpTool: {
            /** @description The tool's name as the model sees it. */
            name: string;
            /** @description What the tool does, for the model. */
            description: string;
            /** @enum {string} */
            method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            /** @description https URL with {name} placeholders in its path or query, each a property of inputSchema (its value percent-encoded). The host is fixed: no placeholder before the path. Input members not in the template go in the query (GET, DELETE) or as the JSON body (POST, PUT, PATCH). */
            urlTemplate: string;
            /** @description A JSON Schema of the tool's input ("type": "object"): type, description, enum, minimum/maximum, minLength/maxLength, minItems/maxItems, items, properties, required, additionalProperties. Other keywords (pattern, format, $ref, …) are refused. */
            inputSchema: components["schemas"]["__schema0"];
            /** @description Headers sent with every call (at most 10), for example an API key. Values are secrets: stored encrypted, never shown again (GET shows {"set": true}), never logged or put in a prompt. Send {"set": true} to keep the stored value. */
            headers?: {
                [key: string]: string | {
                    /** @constant */
                    set: true;
                };
            };
            /** @description Every call waits for an approval (default false). */
            requiresApproval?: boolean;
        };
        /** @description The Person's public profile: what signed-in counterparts see on its chat page (counterpartUrl). The goal and instructions stay the controller's. */
        PersonProfile: {
            /** @description The Person's first words on its chat page (plain text, at most 500 characters). Without it the page greets in the counterpart's language with the Person's name ("Hello, I'm Ada. How can I help?"). */
            greeting?: string;
            /** @description What the Person is for, as counterparts read it under its name (plain text, at most 2000 characters). Without it nothing is shown: the goal is never shown to counterparts. */
            description?: string;
            /** @description Up to 4 first messages (each at most 200 characters) a counterpart can send with one click, shown while their conversation is empty. */
            suggestions?: string[];
            /**
             * @description The language of the chat page (en, es, fr, de); without it, the counterpart's browser language (else English).
             * @enum {string}
             */
            locale?: "en" | "es" | "fr" | "de";
        };
        /** @description A webhook subscription on this resource. The answer shows its signing secret once. */
        WebhookInput: {
            /** @description Where events are POSTed: https, a public host (resolved and checked: no private, loopback, link-local or metadata address). Redirects are not followed. */
            url: string;
            /**
             * @description "all" (the default): every event the resource records, including types added later; or a list of event types, each one this kind of resource records (docs/events.md).
             * @default all
             */
            eventTypes?: "all" | components["schemas"]["EventType"][];
            /** @description A note for yourself. */
            description?: string;
        };
        /** @enum {string} */
        EventType: "lease.provisioned" | "lease.renewed" | "lease.expiring" | "lease.expired" | "lease.destroyed" | "lease.token_refreshed" | "lease.token_reissued" | "lease.oauth_grant.created" | "lease.oauth_grant.revoked" | "lease.suspended" | "lease.unsuspended" | "lease.tokens_revoked" | "lease.audience_updated" | "lease.webhook_disabled" | "person.updated" | "person.knowledge.added" | "person.knowledge.removed" | "person.state.recorded" | "person.chat.message" | "person.chat.failed" | "person.chat.aborted" | "person.task.created" | "person.link.created" | "person.link.removed" | "person.link.skipped" | "person.task.started" | "person.task.completed" | "person.task.failed" | "person.tool.called" | "person.approval.requested" | "person.approval.decided" | "person.approval.completed" | "person.turns.low" | "person.turns.exhausted" | "person.schedule.created" | "person.schedule.updated" | "person.schedule.deleted" | "person.schedule.fired" | "person.schedule.skipped" | "person.paused" | "person.resumed" | "page.person_approval.requested" | "page.person_approval.decided" | "page.updated" | "page.submission.created" | "page.booking.created" | "page.booking.cancelled" | "page.signature.completed" | "page.signature.declined" | "page.approval.decided" | "page.upload.created" | "page.checklist.completed" | "page.order.created" | "page.invitation.sent" | "page.invitation.opened" | "page.link.created" | "page.link.removed" | "page.link.triggered" | "page.submissions.low" | "page.submissions.exhausted";
        /** @description A Page's provision body: pick the toolType, and `content` follows that type's contract (the <ToolType>Content schemas; lead_collector and artifact take free-form content as the spec says). The route also takes a body without toolType, as a custom_form. */
        PageProvisionInput: components["schemas"]["CustomFormPageProvisionInput"] | components["schemas"]["SchedulerPageProvisionInput"] | components["schemas"]["OrderTakerPageProvisionInput"] | components["schemas"]["FileSharerPageProvisionInput"] | components["schemas"]["ChecklistPageProvisionInput"] | components["schemas"]["ESignaturePageProvisionInput"] | components["schemas"]["PaymentPageProvisionInput"] | components["schemas"]["ApprovalPageProvisionInput"] | components["schemas"]["FileVaultPageProvisionInput"] | components["schemas"]["DataDashboardPageProvisionInput"] | components["schemas"]["LeadCollectorPageProvisionInput"] | components["schemas"]["ArtifactPageProvisionInput"];
        /** @description A custom_form Page's provision body. */
        CustomFormPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: custom_form. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "custom_form";
            /** @description The custom_form content (CustomFormContent); without it, the type's safe default. At most 262144 bytes as JSON. */
            content?: components["schemas"]["CustomFormContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        FormField: {
            /** @description Key of the answer in the submission. */
            name: string;
            label: string;
            /** @enum {string} */
            type: "text" | "long_text" | "email" | "number" | "date" | "single_choice" | "multiple_choice" | "checkbox" | "file" | "phone" | "url";
            /** @default false */
            required?: boolean;
            placeholder?: string;
            helpText?: string;
            /** @description Choices of single_choice and multiple_choice. */
            options?: string[];
            /** @description number: smallest value; date: not used. */
            min?: number;
            max?: number;
            minLength?: number;
            /** @description text, long_text: longest answer in characters (1000 for text and 10000 for long_text when absent). */
            maxLength?: number;
            /** @description A regular expression (RE2 syntax: no backreferences or lookaround) that text answers must match somewhere (an unanchored search; use ^…$ for the whole answer). Checked on the server in linear time. Limits (each refused with 400 validation_failed at the field's pattern): at most 500 characters; repeat counts up to 100 (use maxLength for lengths); at most about 1000 compiled instructions (a literal, class or escape is one, a capturing group adds 2, a repeat {n,m} copies what it repeats m times, so nested repeats multiply); the form's patterns together at most 2000 instructions; and Σ over the form's fields of instructions × longest answer (maxLength, or its default) at most 200000: a long pattern needs a small maxLength. */
            pattern?: string;
            /** @description file: accepted media types, e.g. application/pdf or image/*; any when absent. */
            accept?: string[];
            /** @description file: largest accepted upload in bytes (10 MiB when absent, at most 50 MiB). */
            maxSizeBytes?: number;
            /** @description Show (and take) this field only when the condition on an earlier field matches. A hidden field is not asked: an answer to it is refused (400 on the JSON route), and it is never required. */
            showIf?: components["schemas"]["FieldCondition"];
            /** @description Require an answer only when the condition on an earlier field matches (with required false). */
            requiredIf?: components["schemas"]["FieldCondition"];
        } & {
            [key: string]: unknown;
        };
        /** @description A test of an earlier field's answer: exactly one of equals, in or notEmpty. A hidden field has no answer, so a condition on it does not match. */
        FieldCondition: {
            /** @description The name of an earlier field of the form. */
            field: string;
            /** @description Matches when the answer equals this: text or a choice (a multiple_choice answer that includes it), a number for a number field, true or false for a checkbox. */
            equals?: string | number | boolean;
            /** @description Matches when the answer (or one option of a multiple_choice answer) is one of these. */
            in?: (string | number)[];
            /**
             * @description Matches when the field has an answer (a checkbox: ticked; a file: attached).
             * @constant
             */
            notEmpty?: true;
        };
        /** @description Who is asking, shown to the people who open the Page. */
        PageBranding: {
            /** @description Who is asking: shown on the Page, its sign-in page and email, and the browser tab. */
            organization?: string;
            /**
             * Format: uri
             * @description An https image shown beside the organisation's name (at most 40 px high).
             */
            logoUrl?: string;
            /** @description A colour such as #0F766E for the Page's header bar. */
            accentColor?: string;
            /** @description A contact line shown at the foot of the Page, e.g. an email address or a phone number. */
            contact?: string;
            /**
             * @description The language of the Page's surfaces (en, es, fr, de); English when absent.
             * @enum {string}
             */
            locale?: "en" | "es" | "fr" | "de";
        };
        /** @description Opt-in: each submission emails this address a short summary (who, what, the control API path of the full record; no link). At most 60 such emails per Page per hour; beyond that the submissions are still recorded, evented and listed. */
        PageNotify: {
            /** @description Where the summary of each submission is emailed. */
            email: string;
        };
        /** @description A scheduler Page's provision body. */
        SchedulerPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: scheduler. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "scheduler";
            /** @description The scheduler content (SchedulerContent); without it, the type's safe default. At most 262144 bytes as JSON. */
            content?: components["schemas"]["SchedulerContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        /** @description A order_taker Page's provision body. */
        OrderTakerPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: order_taker. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "order_taker";
            /** @description The order_taker content (OrderTakerContent); required: this type has no safe default. At most 262144 bytes as JSON. */
            content: components["schemas"]["OrderTakerContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        OrderItem: {
            id: string;
            name: string;
            description?: string;
            /** @description Unit price in `currency` (major units, e.g. 12.50). */
            price: number;
            category?: string;
            /** @default 100 */
            max_quantity?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A file_sharer Page's provision body. */
        FileSharerPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: file_sharer. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "file_sharer";
            /** @description The file_sharer content (FileSharerContent); required: this type has no safe default. At most 262144 bytes as JSON. */
            content: components["schemas"]["FileSharerContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        SharedFile: {
            name: string;
            /** Format: uri */
            url: string;
            description?: string;
            mime_type?: string;
            size_bytes?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A checklist Page's provision body. */
        ChecklistPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: checklist. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "checklist";
            /** @description The checklist content (ChecklistContent); required: this type has no safe default. At most 262144 bytes as JSON. */
            content: components["schemas"]["ChecklistContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        ChecklistTask: {
            id: string;
            label: string;
            description?: string;
            /** @default false */
            required?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description A e_signature Page's provision body. */
        ESignaturePageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: e_signature. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "e_signature";
            /** @description The e_signature content (ESignatureContent); required: this type has no safe default. At most 262144 bytes as JSON. */
            content: components["schemas"]["ESignatureContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        Signer: {
            /**
             * Format: email
             * @description The signer's email address: the one they sign in with.
             */
            email: string;
            /** @description How the others see them named while they wait ("Ana Ruiz, Finance"). */
            name?: string;
            /** @description When they sign: every signer with a lower order signs first; signers with the same order sign in any order among themselves. Absent: their position in the list (1, 2, 3…). */
            order?: number;
        };
        /** @description A payment Page's provision body. */
        PaymentPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: payment. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "payment";
            /** @description The payment content (PaymentContent); required: this type has no safe default. At most 262144 bytes as JSON. */
            content: components["schemas"]["PaymentContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        InvoiceParty: {
            name: string;
            /** @description Postal address; line breaks are kept. */
            address?: string;
            /** Format: email */
            email?: string;
        } & {
            [key: string]: unknown;
        };
        LineItem: {
            description: string;
            /** @default 1 */
            quantity?: number;
            /** @description In `currency`, major units. */
            unit_price: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A approval Page's provision body. */
        ApprovalPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: approval. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "approval";
            /** @description The approval content (ApprovalContent); required: this type has no safe default. At most 262144 bytes as JSON. */
            content: components["schemas"]["ApprovalContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        /** @description A file_vault Page's provision body. */
        FileVaultPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: file_vault. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "file_vault";
            /** @description The file_vault content (FileVaultContent); without it, the type's safe default. At most 262144 bytes as JSON. */
            content?: components["schemas"]["FileVaultContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        RequestedUpload: {
            key: string;
            label: string;
            description?: string;
            /** @default false */
            required?: boolean;
            /** @description Accepted media types, e.g. application/pdf or image/*. */
            accept?: string[];
            /** @default 10485760 */
            max_size_bytes?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A data_dashboard Page's provision body. */
        DataDashboardPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: data_dashboard. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "data_dashboard";
            /** @description The data_dashboard content (DataDashboardContent); required: this type has no safe default. At most 262144 bytes as JSON. */
            content: components["schemas"]["DataDashboardContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        Chart: {
            title: string;
            /** @enum {string} */
            type: "bar" | "line" | "pie" | "metric" | "table";
            unit?: string;
            /** @description The chart's points, in order: at most 100 (more is refused, 400; a longer series is summarised before it is sent, by week or by category). */
            data: {
                label: string;
                value: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** @description A lead_collector Page's provision body. */
        LeadCollectorPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: lead_collector. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "lead_collector";
            /** @description The lead_collector content (LeadCollectorContent); without it, the type's safe default. At most 262144 bytes as JSON. */
            content?: components["schemas"]["LeadCollectorContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        /** @description A artifact Page's provision body. */
        ArtifactPageProvisionInput: {
            /** @description Human-facing Page label. */
            label: string;
            /**
             * @description The Page type: artifact. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            toolType: "artifact";
            /** @description The artifact content (ControllerDefinedContent); without it, the type's safe default. At most 262144 bytes as JSON. */
            content?: components["schemas"]["ControllerDefinedContent"];
            /** @default public */
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private. */
            audienceEmails?: string[];
            /** @description https origins allowed to show this Page in a frame (at most 10); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none'). */
            embedOrigins?: string[];
            branding?: components["schemas"]["PageBranding"];
            notify?: components["schemas"]["PageNotify"];
            /**
             * @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy).
             * @default false
             */
            receipt?: boolean;
            /** @description Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once. */
            webhook?: components["schemas"]["WebhookInput"];
        };
        /** @enum {string} */
        ResourceType: "person" | "page";
        /** @description Ask for a sign-in-with-x challenge for a wallet. */
        WalletChallengeInput: {
            /** @description The wallet that paid for the lease (the x402 payer), 0x and 40 hex digits, any case. */
            address: string;
            /** @description The chain: a number (8453) or CAIP-2 (eip155:8453). Optional; it must be the service's payment network (the catalog's network). */
            chainId?: number | string;
        };
        PersonPatchInput: {
            /** @description Stable name of the ongoing worker. */
            name?: string;
            /** @description Durable operational goal: the Person's internal instruction, never shown to counterparts (see profile). */
            goal?: string;
            /** @description null clears them. */
            instructions?: string | null;
            /** @description Replaces the whole configuration; header values given as {"set": true} keep the stored ones. */
            tools?: components["schemas"]["PersonTools"];
            visibility?: components["schemas"]["Visibility"];
            /** @description Replaces the public profile; {} removes it. */
            profile?: components["schemas"]["PersonProfile"];
        };
        /** @description Sets counterpart access; changes nothing about controller authority. */
        AudienceInput: {
            visibility?: components["schemas"]["Visibility"];
            /** @description Signed-in counterpart emails allowed when private (at most 500; normalised to lower case). */
            audienceEmails?: string[];
            /** @description The signed-in owner, who may always open the resource as a counterpart (null clears it). */
            ownerEmail?: string | null;
        };
        KnowledgeFileInput: {
            /** @description The text. At most KNOWLEDGE_MAX_BYTES bytes of UTF-8 (512 KiB by default); more is refused with 413. */
            content: string;
            name?: string;
            /** @description Defaults to text/plain. */
            mimeType?: string;
        };
        PersonApprovalDecision: {
            /** @enum {string} */
            decision: "approve" | "deny";
            /** @description Why: kept on the request, on the timeline, and given to the Person with the outcome. */
            comment?: string;
        };
        /** @description Bounded work assigned to the Person. */
        TaskInput: {
            title: string;
            instructions: string;
            /** @description Any JSON value the task works on. */
            input?: unknown;
            /**
             * @description Bound of the work: the most turns the task may consume.
             * @default 1
             */
            maxTurns?: number;
        };
        /** @description One chat turn. Consumes one included turn. Either `message` and/or `messages` as {role, content} (the new messages), or the body AI SDK's useChat sends with its default transport ({id, messages: UI messages with parts, trigger}), whose messages the session does not hold yet are the new ones (their text parts the content). At most 20000 characters per new message, 100 new messages and 64000 characters in all (400 validation_failed beyond); a body over 400384 bytes is refused with 413. A capability token in a message is replaced with "[capability token removed]" before it is stored or prompted. */
        ChatInput: {
            /** @description Continue this session; omitted starts a new one (or, with UI messages, the session named by `id`). */
            sessionId?: string;
            message?: string;
            /** @description The turn's new messages as {role, content}; or the conversation as AI SDK UI messages ({id, role, parts}, as useChat sends it), of which the messages the session does not hold yet are the new ones. At most 100 new messages. */
            messages?: (components["schemas"]["ChatMessageInput"] | components["schemas"]["UIMessageInput"])[];
            /** @description With UI messages (useChat's chat id): the session. One this Person's controller has continues; a new id starts a session under it. `sessionId` wins when both are sent. */
            id?: string;
            /**
             * @description useChat's; only submit-message is taken.
             * @enum {string}
             */
            trigger?: "submit-message" | "regenerate-message";
            /** @description useChat's, when it regenerates or replaces a message: refused (the session keeps what was said). */
            messageId?: string;
        };
        ChatMessageInput: {
            /** @enum {string} */
            role: "user" | "assistant" | "system";
            content: string;
        };
        /** @description An AI SDK UI message (what useChat sends: {id, role, parts}). Text parts are the content; assistant messages may carry the reasoning, steps and tool calls of the Person's earlier replies, which are not stored again. */
        UIMessageInput: {
            /** @description The message's id; a message the session already holds (by this id) is not stored again. */
            id: string;
            /** @enum {string} */
            role: "user" | "assistant" | "system";
            parts: ({
                type: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description The client's own; read, not stored. */
            metadata?: unknown;
        };
        /** @description Link a Page to this Person: the Page's token in the body (the Person's is the bearer), which submissions start a task, the task's instructions, and whether the Page answers the Person's approvals. */
        LinkInput: {
            /** @description The Page's capability token (at_live_…), proving you control the Page as the bearer token proves you control the Person. Checked, never stored, logged or echoed. A token of another kind, revoked, expired, or of a Page whose lease is not live is refused with 403 page_token_invalid. */
            pageToken: string;
            /** @description Omitted: no task starts (the Person can still read the Page with its read tools). */
            triggers?: components["schemas"]["LinkTriggers"];
            /** @description The title of each task a trigger starts (default: the Page's label and the submission's kind). */
            title?: string;
            /** @description What the Person does with each new submission (for example "Qualify this lead and record the result in your state"). Required with triggers. The submission itself goes in the task's input, as data. The task is the submitting counterpart's: it runs with only the tools the Person's tools.counterpartTools allow (remote tools included). */
            instructions?: string;
            /**
             * @description The most turns each started task may consume.
             * @default 1
             */
            maxTurns?: number;
            /**
             * @description The Page (toolType approval only, and its content must name its approvers: 409 approvers_required otherwise) answers the Person's approval requests: a request appears on it for its signed-in audience, and only the approvers it names (at the time of each answer) may answer.
             * @default false
             */
            approvals?: boolean;
        };
        /** @description Which new submissions of the Page start a task for the Person (the task's instructions are the link's). */
        LinkTriggers: {
            /** @description What starts a task: ["submission"], each new submission the Page records (a form or lead, a booking, an order, a signature or a decline, an approval decision, a checklist, an upload). */
            on: "submission"[];
            /** @description Only submissions of these kinds (form, lead, booking, order, signature, decline, approval, checklist, upload); omitted: every kind. */
            kinds?: ("form" | "lead" | "booking" | "order" | "signature" | "decline" | "approval" | "checklist" | "upload")[];
        };
        PauseInput: {
            /** @description Why (at most 500 characters): recorded on the timeline with person.paused or person.resumed. */
            reason?: string;
        };
        /** @description Change the label, content, visibility, framing, branding, notification or receipt of a Page: at least one member. */
        PagePatchInput: {
            /** @description Human-facing Page label. */
            label?: string;
            /** @description Replaces the content; validated against the Page's toolType, whose <ToolType>Content schema it must match (the body does not name the toolType: the Page has one). At most 262144 bytes as JSON. */
            content?: components["schemas"]["CustomFormContent"] | components["schemas"]["SchedulerContent"] | components["schemas"]["OrderTakerContent"] | components["schemas"]["FileSharerContent"] | components["schemas"]["ChecklistContent"] | components["schemas"]["ESignatureContent"] | components["schemas"]["PaymentContent"] | components["schemas"]["ApprovalContent"] | components["schemas"]["FileVaultContent"] | components["schemas"]["DataDashboardContent"] | components["schemas"]["LeadCollectorContent"] | components["schemas"]["ControllerDefinedContent"];
            visibility?: components["schemas"]["Visibility"];
            /** @description Replaces the origins allowed to frame this Page; [] allows none. */
            embedOrigins?: string[];
            /** @description Replaces the branding; {} removes it. */
            branding?: components["schemas"]["PageBranding"];
            /** @description Sets the owner's notification of each submission; null turns it off. */
            notify?: components["schemas"]["PageNotify"] | null;
            /** @description Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy). */
            receipt?: boolean;
        };
        /** @description Invite a person by email: one call emails them a sign-in link that lands on the Page. */
        InvitationInput: {
            /** @description Who is invited (normalised to lower case). A private Page adds it to its audience. */
            email: string;
            /** @description A short note shown in the email under who is asking (plain text, at most 1000 characters). */
            message?: string;
        };
        BookingCancelInput: {
            /** @description Why (carried in the page.booking.cancelled event and kept on the booking). */
            reason?: string;
        };
        WebhookPatch: {
            /** @description Where events are POSTed: https, a public host (resolved and checked: no private, loopback, link-local or metadata address). Redirects are not followed. */
            url?: string;
            /** @description "all" (the default): every event the resource records, including types added later; or a list of event types, each one this kind of resource records (docs/events.md). */
            eventTypes?: "all" | components["schemas"]["EventType"][];
            /** @description null clears it. */
            description?: string | null;
            /** @description false stops deliveries (queued ones are dropped); true enables a disabled endpoint again. */
            enabled?: boolean;
        };
        RedeliverInput: {
            /** @description One event (evt_…), sent again with the same webhook-id. */
            eventId: string;
        } | {
            /**
             * Format: date-time
             * @description Every event recorded at or after this time that the endpoint takes, oldest first (at most 1000 a call).
             */
            since: string;
        };
        /** @description A schedule: cron (with timezone) or runAt, and the task each run queues (title, instructions, maxTurns). */
        ScheduleInput: {
            /** @description The title of each run's task. */
            title: string;
            /** @description The instructions of each run's task. */
            instructions: string;
            /**
             * @description Bound of each run's task: the most turns it may consume (1 to 20, default 1).
             * @default 1
             */
            maxTurns?: number;
            /** @description Five fields, minute resolution: minute hour day-of-month month day-of-week, each a number, *, a range a-b, a step *\/n or a-b/n, or a list of these; month and weekday names (JAN, MON) are taken. Seconds, years, nicknames (@daily) and L, W, #, ? are refused. Day-of-month and day-of-week together match either (as cron does). Example: "0 9 * * MON-FRI". */
            cron?: string;
            /** @description An IANA time zone (Europe/Berlin, America/New_York, UTC) the cron expression is read in, daylight-saving changes included. Default UTC. */
            timezone?: string;
            /**
             * Format: date-time
             * @description A one-time schedule: the instant it runs (ISO 8601 with Z or an offset), in the future and at most 5 years ahead.
             */
            runAt?: string;
            /** @default skip */
            missedPolicy?: components["schemas"]["ScheduleMissedPolicy"];
            /**
             * @description Create it paused (default false).
             * @default false
             */
            paused?: boolean;
        };
        /**
         * @description What runs missed while the service was down do. An instant is missed when the sweep first sees it more than 10 minutes after it was due. skip (default): each missed instant is recorded as skipped (reason missed) and no task runs for it; run_once: the latest missed instant runs once (the earlier ones are recorded as skipped), unless an instant on time runs in the same sweep.
         * @enum {string}
         */
        ScheduleMissedPolicy: "skip" | "run_once";
        /** @description Change a schedule, pause it ({paused: true}) or resume it ({paused: false}); at least one member. */
        SchedulePatch: {
            title?: string;
            instructions?: string;
            /** @description The most turns each run's task may consume (1 to 20). */
            maxTurns?: number;
            /** @description A cron schedule's new expression (the next run is computed again from now). */
            cron?: string;
            /** @description A cron schedule's new time zone. */
            timezone?: string;
            /**
             * Format: date-time
             * @description A one-time schedule's new instant (in the future).
             */
            runAt?: string;
            missedPolicy?: components["schemas"]["ScheduleMissedPolicy"];
            /** @description true pauses it (no run until resumed); false resumes it from now: instants that passed while it was paused are not run, and a one-time schedule whose time passed cannot be resumed (409). */
            paused?: boolean;
        };
        /** @enum {string} */
        ToolType: "custom_form" | "scheduler" | "order_taker" | "file_sharer" | "checklist" | "e_signature" | "payment" | "approval" | "file_vault" | "data_dashboard" | "lead_collector" | "artifact";
        /** @description The resource was bought: its first term began. */
        LeaseProvisionedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.provisioned";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                paymentId: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A renewal was paid: a new term, the allowance reset. */
        LeaseRenewedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.renewed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                paymentId: string;
                /** Format: date-time */
                termEnd: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The term ends soon: sent 7 days and 1 day before termEnd, once each per term. */
        LeaseExpiringEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.expiring";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** Format: date-time */
                termEnd: string;
                daysLeft: 7 | 1;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The term ended without a renewal: the resource answers no one until it is renewed. */
        LeaseExpiredEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.expired";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** Format: date-time */
                termEnd: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller destroyed the resource; its tokens are revoked. */
        LeaseDestroyedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.destroyed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: Record<string, never>;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller exchanged its token for a new one. */
        LeaseTokenRefreshedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.token_refreshed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: Record<string, never>;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The wallet that paid for the lease proved itself (sign-in-with-x) and had a new capability token issued: every earlier token of the lease, and every OAuth connection to it, is revoked. */
        LeaseTokenReissuedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.token_reissued";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** @description The paying wallet (the lease's principal), lower-case 0x…. */
                wallet: string;
                /** @description How many earlier tokens were still unrevoked and are revoked now. */
                revokedTokens: number;
                /** @description How many live OAuth connections (grants) of the lease are revoked with them. */
                revokedGrants: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A person approved an OAuth connection to the resource on the consent page (/oauth/authorize), proving it with its capability token or the paying wallet. */
        LeaseOauthGrantCreatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.oauth_grant.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                grantId: string;
                /** @description The client_id: a client ID metadata document URL, or an `oc_…` dynamic registration. */
                clientId: string;
                clientName: string;
                /** @description The host the client's redirect URI points to. */
                redirectHost: string;
                /** @description `mcp:read` (read-only) or `mcp:read mcp:write`. */
                scope: string;
                /**
                 * @description How the person proved the resource.
                 * @enum {string}
                 */
                via: "capability_token" | "wallet";
                /** @description The paying wallet that signed in, lower-case 0x…; null when the capability token was pasted. */
                wallet: string | null;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An OAuth connection to the resource ended: its access and refresh tokens stop working at once. */
        LeaseOauthGrantRevokedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.oauth_grant.revoked";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                grantId: string;
                clientId: string;
                clientName: string;
                /**
                 * @description controller: revoked with the capability token; client: the client revoked its refresh token (RFC 7009); token_reissued: the paying wallet had the lease's token reissued; token_refreshed: the capability token the grant was approved with was refreshed; reuse_detected: a code or a rotated refresh token was presented again.
                 * @enum {string}
                 */
                reason: "controller" | "client" | "token_reissued" | "token_refreshed" | "reuse_detected";
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The service's operators suspended the resource: control writes answer 423 resource_suspended (reads and destroy stay open), counterparts meet an unavailable page and a Person runs nothing, until lease.unsuspended. */
        LeaseSuspendedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.suspended";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** @description The operator's reason, as they wrote it. */
                reason: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The service's operators lifted the suspension: everything the resource did before works again, and a Person's parked tasks run. */
        LeaseUnsuspendedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.unsuspended";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                reason: string;
                /**
                 * Format: date-time
                 * @description When the suspension began.
                 */
                suspendedAt: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The service's operators revoked every capability token and OAuth grant of the resource: recover control with the paying wallet (POST /api/v3/wallet/leases/{id}/token). */
        LeaseTokensRevokedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.tokens_revoked";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                reason: string;
                capabilityTokens: number;
                oauthGrants: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Who may open the resource as a counterpart changed. */
        LeaseAudienceUpdatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.audience_updated";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** @enum {string} */
                visibility: "public" | "private";
                audienceSize: number;
                ownerSet: boolean;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A webhook endpoint was disabled by the service: its receiver answered 410 Gone, or it failed every attempt for the whole retry window (docs/webhooks.md). Delivered to the resource's other endpoints. */
        LeaseWebhookDisabledEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "lease.webhook_disabled";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                webhookId: string;
                url: string;
                /** @enum {string} */
                reason: "gone" | "failing";
                lastError?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller changed the Person. */
        PersonUpdatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.updated";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                changed: string[];
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A knowledge file was added. */
        PersonKnowledgeAddedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.knowledge.added";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                fileId: string;
                name: string | null;
                sizeBytes: number;
                passages: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A knowledge file was removed. */
        PersonKnowledgeRemovedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.knowledge.removed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                fileId: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The Person recorded a fact in its derived state. */
        PersonStateRecordedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.state.recorded";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scopeId: string;
                key: string;
                value: unknown;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A chat turn finished: the message (from the controller or a counterpart) and the Person's reply. */
        PersonChatMessageEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.chat.message";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                sessionId: string;
                /** @description At most 400 characters; longer text ends with … */
                message: string;
                /** @description At most 400 characters; longer text ends with … */
                reply: string;
                toolCalls: string[];
                turnsRemaining: number;
                model: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A chat turn failed; the turn was given back when nothing was produced. */
        PersonChatFailedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.chat.failed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                sessionId: string;
                turnReturned: boolean;
                error: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The client went away mid-turn; what was produced is kept. */
        PersonChatAbortedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.chat.aborted";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                sessionId: string;
                /** @description At most 400 characters; longer text ends with … */
                message: string;
                /** @description At most 400 characters; longer text ends with … */
                reply: string;
                toolCalls: string[];
                turnReturned: boolean;
                model: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A task was queued. */
        PersonTaskCreatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.task.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                taskId: string;
                title: string;
                maxTurns: number;
                /** @description Where it came from when not a caller: a linked Page's submission (its link's trigger). */
                source?: {
                    /** @constant */
                    type: "page_link";
                    linkId: string;
                    pageId: string;
                    submissionId: string;
                    kind: string;
                };
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller linked a Page to the Person (with both tokens). */
        PersonLinkCreatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.link.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                pageId: string;
                pageLabel: string;
                pageToolType: string;
                triggers: {
                    on: string[];
                    kinds?: string[];
                } | null;
                approvals: boolean;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A link to a Page was removed, from the Person's side or the Page's (`removedBy`); `destroyed` when the Page was destroyed. */
        PersonLinkRemovedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.link.removed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                pageId: string;
                /** @enum {string} */
                removedBy: "person" | "page";
                /** @constant */
                destroyed?: true;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A linked Page's submission matched the link's triggers, but no task was started: the Person's lease has expired or its turns are used up (`reason`). */
        PersonLinkSkippedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.link.skipped";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                pageId: string;
                submissionId: string;
                /** @enum {string} */
                reason: "lease_expired" | "turns_exhausted";
                message: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An attempt of a task started. */
        PersonTaskStartedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.task.started";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                taskId: string;
                title: string;
                attempt: number;
                retry?: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A task finished with a result. */
        PersonTaskCompletedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.task.completed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                taskId: string;
                title: string;
                /** @description At most 400 characters; longer text ends with … */
                result: string;
                toolCalls: string[];
                steps: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A task failed for good (after its retries). */
        PersonTaskFailedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.task.failed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                taskId: string;
                title: string;
                error: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The Person called one of its tools (built-in, a remote MCP server's or an HTTP tool) in a chat turn or a task: the arguments and the result or error, shortened, never a header secret. */
        PersonToolCalledEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.tool.called";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** @description The name the model called: a built-in name, <server>__<tool> (MCP) or the HTTP tool's name. */
                tool: string;
                /** @enum {string} */
                kind: "builtin" | "mcp" | "http";
                /** @description The MCP server's name (kind mcp). */
                server?: string;
                /** @description At most 400 characters; longer text ends with … */
                arguments: string;
                /**
                 * @description ok; error (the tool failed or timed out); refused (not allowed: the address, the per-turn cap).
                 * @enum {string}
                 */
                outcome: "ok" | "error" | "refused";
                /** @description At most 400 characters; longer text ends with … */
                result?: string;
                /** @description At most 400 characters; longer text ends with … */
                error?: string;
                durationMs: number;
                sessionId?: string;
                taskId?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The Person wants to call a tool marked requiresApproval: the call waits (its task is awaiting_approval) until the controller or a person on a linked Approval Page answers, or it expires. */
        PersonApprovalRequestedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.approval.requested";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                tool: string;
                /** @enum {string} */
                kind: "builtin" | "mcp" | "http";
                server?: string;
                /** @description At most 400 characters; longer text ends with … */
                arguments: string;
                /** @description At most 400 characters; longer text ends with … */
                reason: string;
                /** Format: date-time */
                expiresAt: string;
                taskId?: string;
                sessionId?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An approval request was answered (approved or denied, by the controller or a person on a linked Approval Page) or expired (denied); the task resumes with the outcome. */
        PersonApprovalDecidedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.approval.decided";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                tool: string;
                /** @enum {string} */
                status: "approved" | "denied" | "expired";
                /** @enum {string} */
                via: "rest" | "mcp" | "page" | "expiry";
                /** @description controller, the signed-in person's email (via page), or system (expiry). */
                decidedBy: string;
                /** @description At most 400 characters; longer text ends with … */
                comment?: string;
                pageId?: string;
                taskId?: string;
                sessionId?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An approved call ran: its result or error, shortened (the task then resumes). */
        PersonApprovalCompletedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.approval.completed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                tool: string;
                ok: boolean;
                /** @description At most 400 characters; longer text ends with … */
                result?: string;
                /** @description At most 400 characters; longer text ends with … */
                error?: string;
                taskId?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description 10% or less of the term's turns are left (once per term). */
        PersonTurnsLowEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.turns.low";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                turnsRemaining: number;
                includedTurns: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The term's turns are used up: chats and tasks are refused until renewal. */
        PersonTurnsExhaustedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.turns.exhausted";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                includedTurns: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller created a schedule. */
        PersonScheduleCreatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.schedule.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
                /** @enum {string} */
                kind: "cron" | "once";
                cron: string | null;
                timezone: string | null;
                runAt: string | null;
                /** @enum {string} */
                status: "active" | "paused" | "finished";
                nextRunAt: string | null;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller changed, paused (changed includes paused, status paused) or resumed a schedule. */
        PersonScheduleUpdatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.schedule.updated";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
                changed: string[];
                /** @enum {string} */
                status: "active" | "paused" | "finished";
                nextRunAt: string | null;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller deleted a schedule and its run history. */
        PersonScheduleDeletedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.schedule.deleted";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A schedule's instant came: its task was queued (person.task.created follows in the same transaction). */
        PersonScheduleFiredEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.schedule.fired";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
                /** Format: date-time */
                scheduledFor: string;
                taskId: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A schedule's runs did not run: missed while the service was down (one event per catch-up, count = how many), or turns_exhausted / lease_expired / person_paused / resource_suspended (one event when a schedule starts being skipped for that reason, not one per run). */
        PersonScheduleSkippedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.schedule.skipped";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
                /** @enum {string} */
                reason: "missed" | "turns_exhausted" | "lease_expired" | "person_paused" | "resource_suspended";
                /**
                 * Format: date-time
                 * @description The first instant skipped.
                 */
                scheduledFor: string;
                /**
                 * Format: date-time
                 * @description The last instant skipped (the same for one).
                 */
                lastScheduledFor: string;
                /** @description How many instants were skipped (missed: counted up to 1000). */
                count: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller paused the Person: chat answers 409 person_paused and no task runs until it is resumed. */
        PersonPausedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.paused";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                reason?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller resumed the Person: chat is open again and the tasks queued while it was paused run. */
        PersonResumedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "person.resumed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                reason?: string;
                /** Format: date-time */
                pausedAt: string;
                tasksRequeued: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A Person linked to this Approval Page for approvals asked to call a tool: the request waits on the Page for its signed-in audience. */
        PagePersonApprovalRequestedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.person_approval.requested";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                personId: string;
                tool: string;
                /** Format: date-time */
                expiresAt: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A signed-in person answered, on this Approval Page, a tool call a linked Person asked approval for. */
        PagePersonApprovalDecidedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.person_approval.decided";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                personId: string;
                tool: string;
                /** @enum {string} */
                status: "approved" | "denied";
                /** @description At most 400 characters; longer text ends with … */
                comment?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller changed the Page. */
        PageUpdatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.updated";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                changed: string[];
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart sent a form (custom_form, lead_collector). */
        PageSubmissionCreatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.submission.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** @enum {string} */
                kind: "form" | "lead";
                answers: {
                    [key: string]: unknown;
                };
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart booked a slot (scheduler), or moved a booking to it (`rescheduledFrom`: the booking it replaces, cancelled with reason "rescheduled" in the same transaction). */
        PageBookingCreatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.booking.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** Format: date-time */
                slot: string;
                durationMinutes: number;
                timezone: string;
                /** @description The answers to the Page's booking questions. */
                answers?: {
                    [key: string]: unknown;
                };
                /** @description The IANA timezone the person booked from, when their browser said. */
                visitorTimezone?: string;
                /** @description A reschedule: the id of the booking this one replaces. */
                rescheduledFrom?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A booking was cancelled, by the person who booked it or by the controller. */
        PageBookingCancelledEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.booking.cancelled";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** Format: date-time */
                slot: string;
                /** @enum {string} */
                cancelledBy: "counterpart" | "controller";
                reason?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart signed (e_signature): who, under which name, and the hash of exactly what was signed. */
        PageSignatureCompletedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.signature.completed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                signerName: string;
                documentSha256: string;
                /** @description With named signers (content.signers): how many have signed, of how many, and whether this signature completed it. */
                signing?: {
                    signed: number;
                    of: number;
                    complete: boolean;
                };
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart declined to sign (e_signature). */
        PageSignatureDeclinedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.signature.declined";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                reason?: string;
                documentSha256: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart approved or rejected (approval). */
        PageApprovalDecidedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.approval.decided";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** @enum {string} */
                decision: "approved" | "rejected";
                comment: string;
                /**
                 * @description With named approvers only: the request's outcome after this decision (rejected once one rejects, approved once all approved).
                 * @enum {string}
                 */
                outcome?: "approved" | "rejected" | "pending";
                /** @description With named approvers only: how many of them have decided. */
                approvers?: {
                    decided: number;
                    of: number;
                };
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart uploaded a file (file_vault, file_sharer). */
        PageUploadCreatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.upload.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** @description The requested upload's key. */
                key: string;
                uploadId: string;
                name: string;
                mimeType: string;
                sizeBytes: number;
                sha256: string;
                /** @description Where the controller downloads the file (with the token). */
                fileUrl: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart completed a checklist. */
        PageChecklistCompletedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.checklist.completed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** @description The ids of the ticked tasks. */
                checked: string[];
                total: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart placed an order (order_taker). */
        PageOrderCreatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.order.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                items: {
                    id: string;
                    name: string;
                    quantity: number;
                    unitPrice: number;
                }[];
                total: number;
                currency: string;
                note?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller invited a person by email: a sign-in link to the Page was queued to them. */
        PageInvitationSentEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.invitation.sent";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                invitationId: string;
                email: string;
                /**
                 * Format: date-time
                 * @description When the link stops working.
                 */
                expiresAt: string;
                /** @description Whether the email was added to the private Page's audience. */
                addedToAudience: boolean;
                /** @description The control API address of the Page's invitations (fetch with the token). */
                url: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An invited person opened the Page for the first time, signed in as the invited email. */
        PageInvitationOpenedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.invitation.opened";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                invitationId: string;
                email: string;
                /** Format: date-time */
                invitedAt: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller linked the Page to a Person (with both tokens). */
        PageLinkCreatedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.link.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                personId: string;
                personName: string;
                triggers: {
                    on: string[];
                    kinds?: string[];
                } | null;
                approvals: boolean;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A link to a Person was removed, from the Page's side or the Person's (`removedBy`); `destroyed` when the Person was destroyed. */
        PageLinkRemovedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.link.removed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                personId: string;
                /** @enum {string} */
                removedBy: "person" | "page";
                /** @constant */
                destroyed?: true;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A submission matched a link's triggers and started a task for the linked Person. */
        PageLinkTriggeredEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.link.triggered";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                personId: string;
                submissionId: string;
                kind: string;
                taskId: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description 10% or less of the term's submissions are left (once per term). */
        PageSubmissionsLowEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.submissions.low";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionsRemaining: number;
                includedSubmissions: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The term's submissions are used up: counterparts are refused until renewal. */
        PageSubmissionsExhaustedEvent: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /** @constant */
            type: "page.submissions.exhausted";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                includedSubmissions: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        __schema0: {
            /** @enum {string} */
            type: "string" | "number" | "integer" | "boolean" | "array" | "object";
            description?: string;
            enum?: (string | number | boolean)[];
            minimum?: number;
            maximum?: number;
            minLength?: number;
            maxLength?: number;
            minItems?: number;
            maxItems?: number;
            items?: components["schemas"]["__schema0"];
            properties?: {
                [key: string]: components["schemas"]["__schema0"];
            };
            required?: string[];
            additionalProperties?: boolean;
        };
        CustomFormContent: {
            title: string;
            description?: string;
            fields: components["schemas"]["FormField"][];
            /** @default Submit */
            submitButtonText?: string;
            /** @default Thank you. Your response has been recorded. */
            successMessage?: string;
            /** @description Extension: how many responses one signed-in person (one email address) may send; 1 when absent. A further one is refused (409 already_submitted) and the page shows what the person sent instead of a blank form (with "Send another response" while more are allowed). At most 100. */
            responsesPerPerson?: number;
        } & {
            [key: string]: unknown;
        };
        SchedulerContent: {
            title: string;
            description?: string;
            available_days: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
            /** @description Daily window in the scheduler's timezone. */
            available_hours: {
                start: string;
                end: string;
            };
            timezone: string;
            slot_duration_minutes: number;
            /**
             * @description How far ahead slots are offered (the booking horizon), in days from today.
             * @default 30
             */
            booking_window_days?: number;
            /**
             * @description Minimum notice: no slot starts sooner than now plus this many minutes (0: any future slot).
             * @default 0
             */
            min_notice_minutes?: number;
            /**
             * @description Buffer: minutes before and after each booked slot that are not offered to anyone else (0: back to back).
             * @default 0
             */
            buffer_minutes?: number;
            /**
             * @description From this many minutes before a booking's start, the person who booked can no longer cancel or reschedule it themselves (0: until it starts). The controller can always cancel.
             * @default 0
             */
            cancellation_window_minutes?: number;
            /**
             * @description Booking questions, answered when booking: the form field contract of custom_form (any type but file, without showIf or requiredIf), checked on the server; the answers are stored in the booking's data.answers and sent in page.booking.created.
             * @default []
             */
            questions?: components["schemas"]["FormField"][];
        } & {
            [key: string]: unknown;
        };
        OrderTakerContent: {
            title: string;
            description?: string;
            /** @default USD */
            currency?: string;
            featured_category?: string;
            /**
             * @description request: the order is recorded, no payment is taken; external: the controller arranges payment and fulfilment.
             * @default request
             * @enum {string}
             */
            checkout_mode?: "request" | "external";
            /** @description Extension: how many orders one signed-in person (one email address) may place; 1 when absent. A further one is refused (409 already_submitted) and the page shows the person's order instead of the catalog (with "Place another order" while more are allowed). At most 100. */
            orders_per_person?: number;
            /** @description Extension: the catalog offered. */
            items: components["schemas"]["OrderItem"][];
        } & {
            [key: string]: unknown;
        };
        FileSharerContent: {
            title: string;
            files: components["schemas"]["SharedFile"][];
        } & {
            [key: string]: unknown;
        };
        ChecklistContent: {
            title: string;
            description?: string;
            tasks: components["schemas"]["ChecklistTask"][];
        } & {
            [key: string]: unknown;
        };
        ESignatureContent: {
            document_title: string;
            signer_instructions?: string;
            /** @description The document to sign, as markdown: at most 100,000 characters (a longer one is refused, 400). Its sealed copy (PDF) is built once, when it is signed, and stored. */
            document_markdown: string;
            /**
             * @description What the signer types to sign.
             * @default typed_name
             * @enum {string}
             */
            signing_mode?: "typed_name" | "typed_name_and_initials";
            /**
             * @description Extension: how many signatures one signed-in person (one email address) may record on this Page; 1 by default. A further attempt is refused (409 already_submitted) and the page shows the person's signature instead of the form. At most 100.
             * @default 1
             */
            max_signatures_per_person?: number;
            /** @description Extension: the people who sign (at most 20, each email once), in order. When set, only they may sign or decline (anyone else who can open the Page reads the document: 403 not_a_signer); a signer whose turn has not come is told who they wait for (409 not_your_turn, `waitingFor`); each signs once; the next signer is emailed when their turn comes; every sealed copy's certificate lists the signatures recorded before it, so the last one lists them all. A decline stops the signing. */
            signers?: components["schemas"]["Signer"][];
        } & {
            [key: string]: unknown;
        };
        PaymentContent: {
            invoice_title: string;
            /**
             * Format: date
             * @description Shown in the person's locale; a date before today is shown as overdue.
             */
            due_date?: string;
            /** @description Who bills; the Page's branding organisation when left out. */
            biller?: components["schemas"]["InvoiceParty"];
            /** @description Who is billed; the signed-in person's email when left out. */
            billed_to?: components["schemas"]["InvoiceParty"];
            /** @default USD */
            currency?: string;
            /**
             * Format: uri
             * @description Where the participant pays; this service never settles anything.
             */
            checkout_url: string;
            line_items: components["schemas"]["LineItem"][];
        } & {
            [key: string]: unknown;
        };
        ApprovalContent: {
            request_title: string;
            request_description?: string;
            request_details_markdown?: string;
            /** @description Extension: the people who decide (email addresses, each once, at most 50). When set, only they may approve or reject (anyone else who can open the Page sees the request read-only; a decision from them is 403 not_an_approver); each approver decides once (unless allow_decision_change), and the Page shows each approver's decision. The request is approved when every approver has approved, rejected as soon as one rejects. Absent: anyone who can open the Page decides, once each. */
            approvers?: string[];
            /**
             * @description Extension: false (the default): one decision per signed-in person (one email address); a second one is refused (409 already_submitted) and the page shows the person's decision instead of the buttons. true: a person may decide again; each decision is a submission and their latest one counts.
             * @default false
             */
            allow_decision_change?: boolean;
        } & {
            [key: string]: unknown;
        };
        FileVaultContent: {
            vault_title: string;
            description?: string;
            /** @default [] */
            deposited_files?: components["schemas"]["SharedFile"][];
            /** @default [] */
            requested_uploads?: components["schemas"]["RequestedUpload"][];
        } & {
            [key: string]: unknown;
        };
        DataDashboardContent: {
            dashboard_title: string;
            description?: string;
            /** @description The charts, drawn on the server in this order: at most 12 (more is refused, 400), each with at most 100 points. */
            charts: components["schemas"]["Chart"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Legacy lead capture: custom_form's members, all optional; other members are kept and shown as text. custom_form is preferred. */
        LeadCollectorContent: {
            title?: string;
            description?: string;
            /** @description When present, the form (the same field contract as custom_form); without it the content is shown as an artifact. */
            fields?: components["schemas"]["FormField"][];
            submitButtonText?: string;
            successMessage?: string;
            /** @description Extension: how many responses one signed-in person (one email address) may send; 1 when absent. A further one is refused (409 already_submitted) and the page shows what the person sent instead of a blank form (with "Send another response" while more are allowed). At most 100. */
            responsesPerPerson?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Controller-defined content; no stable external schema may be assumed. */
        ControllerDefinedContent: {
            [key: string]: unknown;
        };
        Catalog: {
            name: string;
            /** @constant */
            protocol: "x402-v2";
            resourceGlossary: {
                person: string;
                page: string;
            };
            resourceModel: {
                url: string;
                /** @constant */
                version: "1.0";
            };
            safeControlPath: string[];
            representativeQueries: {
                query: string;
                choose: components["schemas"]["ResourceType"];
                sku: string;
            }[];
            controllerBoundary: {
                controller: string;
                counterpart: string;
                tokenAcceptedOn: string[];
                notControllerAccess: string[];
            };
            clientSpendControl: {
                /** @constant */
                currency: "USD";
                /** @description Set the x402 client's per-payment cap to at least this. */
                minimumPerPaymentCap: string;
                perSku: {
                    [key: string]: string;
                };
                commonClientDefaultCap: string;
                note: string;
                /** @description The CAIP-2 network to register the x402 client's scheme for (the SKUs' network). */
                network: string;
                /** @description The spend controls to give an @x402/fetch or @x402/core client as they are (wrapFetchWithPaymentFromConfig(fetch, { schemes: [{ network, client }], spendControls })): this service's asset on its network, capped at the dearest SKU's price. A client that only knows its network's default assets refuses any other asset (a local or test chain's) without it, and caps a dollar amount at $1.00 by default. */
                spendControls: {
                    allowedAssets: {
                        network: string;
                        asset: string;
                        /** @description Atomic units of the asset: the dearest SKU's price. */
                        maxAmountPerPayment: string;
                    }[];
                };
            };
            defaults: components["schemas"]["Defaults"];
            limits: components["schemas"]["Limits"];
            rateLimits: components["schemas"]["RateLimits"];
            quotas: components["schemas"]["Quotas"];
            idempotency: components["schemas"]["Idempotency"];
            events: components["schemas"]["CatalogEvents"];
            webhooks: components["schemas"]["WebhooksInfo"];
            skus: components["schemas"]["Sku"][];
            /** @description The x402 extensions every 402 challenge of the paid routes (REST and MCP) declares, in its `extensions`. */
            x402Extensions: {
                supported: string[];
                bazaar: string;
                paymentIdentifier: {
                    required: boolean;
                    idFormat: string;
                    retentionHours: number;
                    behaviour: string;
                };
                /** @description The x402 discovery document: the priced resources. */
                discovery: string;
            };
            links: {
                [key: string]: string;
            };
            safety: string[];
        };
        Defaults: {
            /** @constant */
            visibility: "public";
            pageToolType: components["schemas"]["ToolType"];
            leaseTermDays: number;
            personTurnLimit: number;
            pageSubmissionLimit: number;
            maxActiveLeasesPerPrincipal: number;
        };
        /** @description Sizes the service accepts. */
        Limits: {
            /** @description Size of a chat turn with a Person. */
            chat: {
                /** @description Characters of one chat message. */
                messageChars: number;
                /** @description Messages in one chat turn. */
                messagesPerTurn: number;
                /** @description Characters of all the messages of one turn together. */
                turnChars: number;
                /** @description Largest chat request body. */
                requestBytes: number;
                appliesTo: string[];
                exceeded: string;
            };
        };
        /** @description Request rate limits in force, shared by every instance of the service. */
        RateLimits: {
            /** @description What a request over a limit gets. */
            exceeded: string;
            /** @description How requests are counted. */
            counting: string;
            policies: {
                /** @enum {string} */
                policy: "control" | "provision" | "counterpart" | "signin" | "mcp" | "a2a";
                routes: string[];
                windowSeconds: number;
                /** @description How many seconds of the rate may come at once: per* × burstSeconds / windowSeconds requests (rounded; at least one). */
                burstSeconds: number;
                /** @description Requests per window from one client address. */
                perAddress: number;
                /** @description Requests per window with one capability token. */
                perToken?: number;
                /** @description Sign-in emails per window to one email address. */
                perEmail?: number;
            }[];
            /** @description Heavy work is counted in work units besides the request counts: each token's and each address's budget refills at a steady rate. */
            workBudget: {
                unit: string;
                /** @description Work units a second that one capability token's budget refills. */
                perToken: number;
                /** @description Work units a second that one client address's budget refills. */
                perAddress: number;
                /** @description How many seconds of its refill a budget holds (work allowed at once). */
                burstSeconds: number;
                costs: {
                    work: string;
                    units: string;
                    appliesTo: string[];
                }[];
                exceeded: string;
            };
        };
        /** @description What one paid resource may hold, in force on this deployment. */
        Quotas: {
            expiredLease: string;
            person: {
                /** @description Largest knowledge file (413 beyond). */
                knowledgeFileMaxBytes: number;
                /** @description Knowledge files one Person may hold (409 storage_quota_exceeded beyond). */
                knowledgeMaxFiles: number;
                /** @description Total bytes of a Person's knowledge files (409 storage_quota_exceeded beyond). */
                knowledgeMaxTotalBytes: number;
            };
            page: {
                /** @description The largest max_size_bytes a file vault's requested upload, or maxSizeBytes a form's file field, may set. */
                uploadMaxFileBytes: number;
                /** @description The total size of the files counterparts may upload to one Page, file vault uploads and form files together (a vault upload is also one submission; 409 storage_quota_exceeded beyond). */
                uploadQuotaBytes: number;
            };
        };
        /** @description Safe retries of control writes. */
        Idempotency: {
            /** @constant */
            header: "Idempotency-Key";
            keyFormat: string;
            routes: string[];
            retentionHours: number;
            behaviour: string;
        };
        /** @description Every event type a resource records, once. */
        CatalogEvents: {
            /** @description Where a controller reads events: JSON pages, or a server-sent event stream with Accept: text/event-stream. */
            routes: string[];
            mcpTools: string[];
            documentation: string;
            types: {
                type: components["schemas"]["EventType"];
                /** @enum {string} */
                resource: "person" | "page" | "any";
                description: string;
                /** @description Its OpenAPI component (components.schemas). */
                schema: string;
            }[];
        };
        /** @description How webhooks are delivered: subscribe with POST /api/v3/control/{persons|pages}/{id}/webhooks (or `webhook` in the provision body). */
        WebhooksInfo: {
            signature: string;
            maxEndpointsPerResource: number;
            timeoutSeconds: number;
            retryWindowSeconds: number;
            retries: number;
            retryDelaySeconds: number;
            retryDelayMaxSeconds: number;
            secretRotationOverlapHours: number;
            egress: string;
        };
        Sku: {
            /** @enum {string} */
            id: "person.provision" | "page.provision";
            resource: components["schemas"]["ResourceType"];
            description: string;
            price: string;
            /** @description Price in the asset's atomic units, as in the x402 challenge. */
            priceAtomic: string;
            /** @constant */
            currency: "USD";
            recurring: boolean;
            termDays: number;
            included: string;
            includedQuantity: number;
            /** @enum {string} */
            includedUnit: "turns" | "submissions";
            /** @constant */
            scheme: "exact";
            network: string;
            asset: {
                address: string;
                symbol: string;
                decimals: number;
            };
            requiredInputs: string[];
            chooseWhen: string[];
            doNotUseFor: string[];
            provision: string;
            renew: string;
            control: components["schemas"]["ControlRoutes"];
            /** @description The same operations as MCP tools at /mcp: provisionTool without a token, controlTools (and refresh_token) with the resource's token. */
            mcp: {
                provisionTool: string;
                controlTools: string[];
            };
            /** @description Page SKU only: the provision input that picks the Page type. */
            toolType?: {
                /** @constant */
                input: "toolType";
                required: boolean;
                description: string;
            };
            defaultToolType?: components["schemas"]["ToolType"];
            supportedToolTypes?: components["schemas"]["ToolType"][];
        };
        ControlRoutes: {
            read: string[];
            write: string[];
            execute: string[];
            destroy: string[];
        };
        /** @description Every error from /api/* has this shape. */
        Error: {
            /** @description Human-readable explanation. */
            error: string;
            /**
             * @description Stable machine-readable code.
             * @enum {string}
             */
            code: "invalid_json" | "validation_failed" | "unsupported_media_type" | "unauthorized" | "payment_required" | "payment_invalid" | "payment_failed" | "lease_expired" | "forbidden" | "not_an_operator" | "insufficient_scope" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "api_version_unsupported" | "url_not_allowed" | "webhook_limit" | "page_token_invalid" | "link_forbidden" | "approvers_required" | "link_limit" | "schedule_limit" | "conflict" | "approval_closed" | "not_an_approver" | "not_a_signer" | "not_your_turn" | "already_submitted" | "storage_quota_exceeded" | "payment_already_used" | "payment_identifier_reused" | "payment_in_progress" | "payment_pending" | "idempotency_key_reused" | "idempotency_key_in_progress" | "person_paused" | "lease_not_active" | "resource_suspended" | "resource_destroyed" | "payload_too_large" | "export_in_progress" | "export_too_large" | "length_required" | "active_lease_limit" | "turns_exhausted" | "submissions_exhausted" | "wallet_chain_unsupported" | "wallet_signin_invalid" | "wallet_nonce_invalid" | "wallet_nonce_expired" | "wallet_domain_mismatch" | "wallet_chain_mismatch" | "wallet_signature_invalid" | "rate_limited" | "internal_error" | "service_unavailable" | "busy";
            details?: components["schemas"]["ErrorDetail"][];
        };
        ErrorDetail: {
            /** @description Dotted path of the offending field; empty for the whole body. */
            path: string;
            message: string;
        };
        /** @description The priced resources (GET /.well-known/x402). */
        X402Discovery: {
            /** @constant */
            version: 1;
            /** @constant */
            x402Version: 2;
            /** @description Absolute URLs of the paid endpoints with a fixed URL (provisioning). */
            resources: string[];
            items: components["schemas"]["X402DiscoveryItem"][];
            /** @description The x402 extensions the service supports. */
            extensions: string[];
            paymentIdentifier: {
                required: boolean;
                retentionHours: number;
                behaviour: string;
            };
            links: {
                [key: string]: string;
            };
            instructions: string;
        };
        X402DiscoveryItem: {
            /** @description Absolute URL of the paid request; a renewal's holds the {type} and {id} to fill in. */
            resource: string;
            /** @constant */
            method: "POST";
            /** @enum {string} */
            purpose: "provision" | "renew";
            /** @enum {string} */
            resourceType: "person" | "page";
            description: string;
            /** @constant */
            mimeType: "application/json";
            price: string;
            /** @description What the 402 challenge asks for; the challenge itself binds each payment to its purchase (extra.leasehold) and is authoritative. */
            accepts: {
                scheme: string;
                network: string;
                asset: string;
                /** @description In the asset's atomic units, as in the challenge. */
                amount: string;
                /** @description null while payments are not configured (the paid routes then answer 503). */
                payTo: string | null;
                maxTimeoutSeconds: number;
            }[];
            /** @description The x402 extensions the 402 of this request declares. */
            extensions: string[];
            /** @description The MCP tool at /mcp that buys the same (x402 MCP transport). */
            mcpTool?: string;
        };
        ResourceModel: {
            /** @constant */
            version: "1.0";
            canonicalTerms: {
                person: string;
                page: string;
                controller: string;
                counterpart: string;
                lease: string;
            };
            selectionRules: {
                ifRequestMentions: string[];
                choose: components["schemas"]["ResourceType"];
                reason: string;
            }[];
            resources: {
                person: {
                    definition: string;
                    chooseWhen: string[];
                    doNotUseFor: string[];
                    aliases: string[];
                    control: {
                        read: string[];
                        write: string[];
                        execute: string[];
                        destroy: string[];
                    };
                    lease: {
                        termDays: number;
                        price: string;
                        recurring: boolean;
                        included: number;
                        /** @enum {string} */
                        unit: "turns" | "submissions";
                        provision: string;
                        renew: string;
                    };
                    supports: string[];
                };
                page: {
                    definition: string;
                    chooseWhen: string[];
                    doNotUseFor: string[];
                    aliases: string[];
                    control: {
                        read: string[];
                        write: string[];
                        execute: string[];
                        destroy: string[];
                    };
                    lease: {
                        termDays: number;
                        price: string;
                        recurring: boolean;
                        included: number;
                        /** @enum {string} */
                        unit: "turns" | "submissions";
                        provision: string;
                        renew: string;
                    };
                    toolType: {
                        /** @constant */
                        input: "toolType";
                        values: components["schemas"]["ToolType"][];
                    };
                    defaultToolType: components["schemas"]["ToolType"];
                    supportedToolTypes: components["schemas"]["ToolType"][];
                    contentContract: {
                        [key: string]: {
                            purpose: string;
                            contentKeys: string[];
                            /** @description true when the toolType has no safe default, so content must be sent. */
                            contentRequired: boolean;
                            defaultContent: {
                                [key: string]: unknown;
                            } | null;
                            /** @description JSON Schema of the content. */
                            schema: {
                                [key: string]: unknown;
                            };
                            /** @description Realistic contents of this toolType, each with a Page label: what a provision body's label and content could be. */
                            examples: {
                                summary: string;
                                label: string;
                                content: {
                                    [key: string]: unknown;
                                };
                            }[];
                        };
                    };
                };
            };
            connection: {
                catalog: string;
                openapi: string;
                mcp: string;
                a2a: string;
                payment: {
                    /** @constant */
                    protocol: "x402-v2";
                    /** @constant */
                    scheme: "exact";
                    network: string;
                    /** @constant */
                    challengeHeader: "PAYMENT-REQUIRED";
                    /** @constant */
                    paymentHeader: "PAYMENT-SIGNATURE";
                    /** @constant */
                    receiptHeader: "PAYMENT-RESPONSE";
                };
                control: {
                    authentication: string;
                    /** @constant */
                    tokenPrefix: "at_live_";
                    basePath: string;
                    refresh: string;
                };
            };
            safety: string[];
        };
        /** @description A2A-shaped platform card. */
        AgentCard: {
            protocolVersion: string;
            name: string;
            description: string;
            version: string;
            /** Format: uri */
            url: string;
            preferredTransport: string;
            supportedInterfaces: {
                /** Format: uri */
                url: string;
                protocolBinding: string;
                protocolVersion: string;
            }[];
            provider: {
                organization: string;
                /** Format: uri */
                url: string;
            };
            /** Format: uri */
            documentationUrl: string;
            capabilities: {
                streaming: boolean;
                pushNotifications: boolean;
                extendedAgentCard: boolean;
            };
            defaultInputModes: string[];
            defaultOutputModes: string[];
            skills: {
                id: string;
                name: string;
                description: string;
                tags: string[];
                examples: string[];
                inputModes: string[];
                outputModes: string[];
            }[];
            securitySchemes: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
            /** @description Empty: /a2a is public. The capability token is for /api/v3/control and /mcp, never for /a2a. */
            securityRequirements: {
                schemes: {
                    [key: string]: {
                        list: string[];
                    };
                };
            }[];
        };
        /** @description A JSON-RPC 2.0 response: result or error. */
        JsonRpcResponse: {
            /** @constant */
            jsonrpc: "2.0";
            id: string | number | null;
            /** @description SendMessage: { message } whose parts are a text part and a data part (A2aAdvice). */
            result?: {
                [key: string]: unknown;
            };
            /** @description A JSON-RPC error (parse error -32700, invalid request -32600, method not found -32601, A2A errors -32001 to -32009). */
            error?: {
                code: number;
                message: string;
                data?: unknown;
            };
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            version: string;
            /** @description What the service runs on. */
            runtime: {
                /** @description The Node.js version the service runs on (process.version), e.g. v24.21.0: the project runs on Node 24 LTS. */
                node: string;
            };
            /** Format: date-time */
            time: string;
            checks: {
                database: {
                    /** @enum {string} */
                    status: "ok" | "error";
                    latencyMs?: number;
                    detail?: string;
                };
                payments: {
                    /** @enum {string} */
                    status: "ok" | "error";
                    latencyMs?: number;
                    detail?: string;
                    /** @enum {string} */
                    mode: "facilitator" | "self" | "unconfigured";
                    /**
                     * @description With a hosted facilitator, which: Coinbase's CDP facilitator (X402_FACILITATOR=cdp, signed requests) or one by X402_FACILITATOR_URL.
                     * @enum {string}
                     */
                    facilitator?: "cdp" | "url";
                    network: string;
                    /**
                     * @description What was reached: the hosted facilitator's /supported, the payment network's RPC (eth_chainId), both, or nothing.
                     * @enum {string}
                     */
                    checked: "facilitator" | "rpc" | "facilitator+rpc" | "none";
                };
                rateLimits: {
                    /** @enum {string} */
                    status: "ok" | "error";
                    latencyMs?: number;
                    detail?: string;
                    /**
                     * @description Where the rate-limit counters are: PostgreSQL (the database above), or Redis (REDIS_URL), pinged.
                     * @enum {string}
                     */
                    store: "postgres" | "redis";
                };
                model: {
                    /** @enum {string} */
                    status: "ok" | "error";
                    latencyMs?: number;
                    detail?: string;
                    provider: string;
                    model: string | null;
                    /** @description true: Persons answer with the built-in offline model, not a language model. */
                    offline: boolean;
                    /**
                     * @description configuration: the provider's key and model are set (a hosted model is never called by the health check); endpoint: the OpenAI-compatible endpoint answered GET /models.
                     * @enum {string}
                     */
                    checked: "configuration" | "endpoint";
                };
            };
            /** @description Which built-in defaults are in use instead of configured services. */
            defaults: {
                /**
                 * @description embedded: the PostgreSQL npm start runs in .data/.
                 * @enum {string}
                 */
                database: "embedded" | "external";
                /**
                 * @description local-chain: the Hardhat chain with test USDC that npm start runs.
                 * @enum {string}
                 */
                payments: "local-chain" | "configured";
                /**
                 * @description offline: the built-in offline model.
                 * @enum {string}
                 */
                model: "offline" | "configured";
                /**
                 * @description local-outbox: sign-in links are written to EMAIL_OUTBOX_DIR, not sent; off: no email sign-in.
                 * @enum {string}
                 */
                email: "local-outbox" | "smtp" | "off";
                /**
                 * @description local-disk: file vault uploads in UPLOAD_DIR; off: on Vercel without a Blob store (uploads are refused).
                 * @enum {string}
                 */
                uploads: "local-disk" | "vercel-blob" | "off";
                /**
                 * @description background-loop: this instance works the task queue itself (TASK_WORKER=on); cron: only after() and the cron route.
                 * @enum {string}
                 */
                tasks: "background-loop" | "cron";
            };
            /** @description The built-in defaults in use, in words (empty when everything is configured). */
            inUse: string[];
            /** @description What this deployment runs without (a Vercel Preview without CRON_SECRET or BLOB_READ_WRITE_TOKEN; a production deployment does not start without them). Empty when nothing is missing. It does not make the status degraded: the status says whether what is configured works. */
            missing: {
                /** @enum {string} */
                piece: "cron" | "uploads";
                /** @description The variable that turns it on. */
                set: string;
                /** @description What is off while it is missing. */
                effect: string;
            }[];
        };
        Liveness: {
            /** @constant */
            status: "ok";
        };
        /** @description The new Person and its one-time capability token (member `capabilityToken.token`). */
        PersonProvisioned: {
            person: components["schemas"]["Person"];
            /** @description The one-time capability token. Absent only on a payment-identifier replay (`replayed: true`): the token was shown in the first answer, once. */
            capabilityToken?: components["schemas"]["CapabilityToken"];
            payment: components["schemas"]["PaymentReceipt"];
            webhook?: components["schemas"]["WebhookWithSecret"];
            /**
             * @description Present on the answer to a repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer's resource, without its secrets.
             * @constant
             */
            replayed?: true;
        };
        Person: {
            id: string;
            visibility: components["schemas"]["Visibility"];
            audienceEmails: string[];
            ownerEmail: string | null;
            /**
             * Format: uri
             * @description Where signed-in counterparts chat with this Person.
             */
            counterpartUrl: string;
            lease: components["schemas"]["Lease"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @constant */
            type: "person";
            name: string;
            goal: string;
            instructions: string | null;
            tools: components["schemas"]["PersonToolsView"];
            /** @description The built-in tools the Person uses. */
            enabledTools: ("record_state" | "create_task" | "search_knowledge" | "list_linked_pages" | "read_page_submissions")[];
            /** @description The built-in tools the Person uses in a counterpart's turn (tools.counterpartTools among enabledTools). */
            enabledCounterpartTools: ("record_state" | "create_task" | "search_knowledge" | "list_linked_pages" | "read_page_submissions")[];
            /** @description Members of tools an earlier version kept without using them (today such members are refused): listed, never used. */
            ignoredTools: string[];
            profile: components["schemas"]["PersonProfile"];
            /** @description The Pages linked to this Person (POST …/links), oldest first: what starts its tasks and which Page answers its approvals. */
            links: components["schemas"]["Link"][];
            /** @description Paused by its controller (POST …/pause): chat answers 409 person_paused and no task runs until POST …/resume. */
            paused: boolean;
            /** @description When it was paused; null while it runs. */
            pausedAt: string | null;
        };
        Lease: {
            id: string;
            status: components["schemas"]["LeaseStatus"];
            /** Format: date-time */
            termStart: string;
            /** Format: date-time */
            termEnd: string;
            termDays: number;
            /** @enum {string} */
            unit: "turns" | "submissions";
            /** @description Turns (Person) or submissions (Page) included per term. */
            included: number;
            used: number;
            remaining: number;
            renewals: number;
        };
        /**
         * @description pending: its payment is settling; active: paid and inside its term; expired: the term ended without renewal; destroyed: deleted by the controller. See docs/decisions.md.
         * @enum {string}
         */
        LeaseStatus: "pending" | "active" | "expired" | "destroyed";
        /** @description The Person's tools configuration as stored, with header values replaced by {"set": true}. */
        PersonToolsView: {
            /** @description May record facts in its state (default true). */
            record_state?: boolean;
            /** @description May queue tasks for itself (default true). */
            create_task?: boolean;
            /** @description May search its knowledge files (default true). */
            search_knowledge?: boolean;
            /** @description May list the Pages linked to it (default true; offered only while it has a linked Page). */
            list_linked_pages?: boolean;
            /** @description May read its linked Pages' submissions, bookings, signatures and decisions as data (default true; offered only while it has a linked Page). */
            read_page_submissions?: boolean;
            /** @description The tools the Person may use in a signed-in counterpart's turn and in every task a counterpart causes (one their turn queues, one their submission on a linked Page triggers), including the approved calls of those: built-in names, <server>__<tool> for an allowed MCP tool, or an HTTP tool's name. Default ["search_knowledge"]: counterparts cannot change its state, queue work or call remote tools unless listed here. Controllers' turns and tasks (and scheduled ones) use every enabled tool. */
            counterpartTools?: string[];
            /** @description Tool calls one chat turn or one task step may make (default 8); further calls are refused to the model. */
            maxToolCallsPerTurn?: number;
            /** @description How long a call marked requiresApproval waits for an answer before it is denied as expired (default 1440, a day; at most 10080, a week). */
            approvalExpiresInMinutes?: number;
            mcpServers?: {
                /** @description Names the server; its tools are offered to the model as <name>__<tool>. */
                name: string;
                /** @description The server's Streamable HTTP endpoint (https; public addresses only). */
                url: string;
                /** @description Each header that is set, as {"set": true}: its value is never shown. */
                headers?: {
                    [key: string]: {
                        /** @constant */
                        set: true;
                    };
                };
                /** @description The server's tools the Person may call (others are never offered to the model). */
                allow: string[];
                /** @description Allowed tools whose every call waits for an approval (the controller's, or a linked Approval Page's). */
                requiresApproval?: string[];
            }[];
            http?: {
                /** @description The tool's name as the model sees it. */
                name: string;
                /** @description What the tool does, for the model. */
                description: string;
                /** @enum {string} */
                method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
                /** @description https URL with {name} placeholders in its path or query, each a property of inputSchema (its value percent-encoded). The host is fixed: no placeholder before the path. Input members not in the template go in the query (GET, DELETE) or as the JSON body (POST, PUT, PATCH). */
                urlTemplate: string;
                /** @description A JSON Schema of the tool's input ("type": "object"): type, description, enum, minimum/maximum, minLength/maxLength, minItems/maxItems, items, properties, required, additionalProperties. Other keywords (pattern, format, $ref, …) are refused. */
                inputSchema: components["schemas"]["__schema1"];
                /** @description Each header that is set, as {"set": true}: its value is never shown. */
                headers?: {
                    [key: string]: {
                        /** @constant */
                        set: true;
                    };
                };
                /** @description Every call waits for an approval (default false). */
                requiresApproval?: boolean;
            }[];
        };
        /** @description A Page linked to a Person: the same record from either side. */
        Link: {
            /** @description lnk_… */
            id: string;
            personId: string;
            personName: string;
            pageId: string;
            pageLabel: string;
            pageToolType: string;
            triggers: components["schemas"]["LinkTriggers"] | null;
            title: string | null;
            instructions: string | null;
            maxTurns: number;
            approvals: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A bearer token scoped to one resource (one lease). */
        CapabilityToken: {
            /** @description The plaintext capability token. Shown once: store it in secret storage. */
            token: string;
            /** @constant */
            tokenType: "Bearer";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /** Format: date-time */
            expiresAt: string;
            /**
             * Format: date-time
             * @description Until then an expired token can still be refreshed.
             */
            graceEndsAt: string;
        };
        PaymentReceipt: {
            network: string;
            asset: string;
            /** @description Atomic units of the asset. */
            amount: string;
            payer: string;
            transaction: string | null;
            /** @enum {string} */
            status: "settled" | "pending";
        };
        WebhookWithSecret: {
            id: string;
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            url: string;
            description: string | null;
            /** @description "all" (the default): every event the resource records, including types added later; or a list of event types, each one this kind of resource records (docs/events.md). */
            eventTypes: "all" | components["schemas"]["EventType"][];
            enabled: boolean;
            /** @description Why it is disabled: you disabled it, the receiver answered 410 Gone, or every attempt failed for the whole retry window. */
            disabledReason: ("controller" | "gone" | "failing") | null;
            disabledAt: string | null;
            /** @description After a rotation: until then deliveries are signed with the old secret too. */
            previousSecretValidUntil: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The signing secret (Standard Webhooks, whsec_ + base64), shown only in this answer: store it in secret storage. Verify each delivery with it (docs/webhooks.md). */
            secret: string;
        };
        /** @description Settlement not confirmed yet; retry the same request with the same PAYMENT-SIGNATURE. */
        PaymentPending: {
            /** @constant */
            status: "pending";
            paymentId: string;
            payment: components["schemas"]["PaymentReceipt"];
            message: string;
        };
        /** @description The new Page and its one-time capability token (member `capabilityToken.token`). */
        PageProvisioned: {
            page: components["schemas"]["Page"];
            /** @description The one-time capability token. Absent only on a payment-identifier replay (`replayed: true`): the token was shown in the first answer, once. */
            capabilityToken?: components["schemas"]["CapabilityToken"];
            payment: components["schemas"]["PaymentReceipt"];
            webhook?: components["schemas"]["WebhookWithSecret"];
            /**
             * @description Present on the answer to a repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer's resource, without its secrets.
             * @constant
             */
            replayed?: true;
        };
        Page: {
            id: string;
            visibility: components["schemas"]["Visibility"];
            audienceEmails: string[];
            ownerEmail: string | null;
            /**
             * Format: uri
             * @description Where signed-in counterparts open this Page.
             */
            counterpartUrl: string;
            lease: components["schemas"]["Lease"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @constant */
            type: "page";
            label: string;
            toolType: components["schemas"]["ToolType"];
            /** @description Effective content (the default applied where content was omitted). */
            content: {
                [key: string]: unknown;
            };
            /** @description https origins allowed to frame this Page; empty: none. */
            embedOrigins: string[];
            branding: components["schemas"]["PageBranding"];
            /** @description The owner's notification of each submission (null: off). */
            notify: components["schemas"]["PageNotifyOutput"] | null;
            /** @description Whether the person is emailed a receipt of each submission. */
            receipt: boolean;
            /** @description The Persons this Page is linked to (POST /api/v3/control/persons/{id}/links), oldest first: whose tasks its submissions start. */
            links: components["schemas"]["Link"][];
            /** @description Provision and PATCH answers only, when there are any: the top-level members of `content` its toolType does not read (kept, but unused). A near miss of one it reads, or an unknown key in an element, is refused (400) instead. */
            warnings?: components["schemas"]["ContentWarning"][];
        };
        ContentWarning: {
            /** @description Dotted path of the member. */
            path: string;
            message: string;
        };
        Renewal: {
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            lease: components["schemas"]["RenewedLease"];
            payment: components["schemas"]["PaymentReceipt"];
        };
        /** @description The renewed lease: its term for anyone who paid, its usage for the token holder only. */
        RenewedLease: {
            id: string;
            status: components["schemas"]["LeaseStatus"];
            /** Format: date-time */
            termStart: string;
            /** Format: date-time */
            termEnd: string;
            termDays: number;
            /** @enum {string} */
            unit: "turns" | "submissions";
            /** @description Turns (Person) or submissions (Page) included per term; only when the request carries this resource's capability token (anyone may pay for a renewal, only the controller sees usage). */
            included?: number;
            /** @description Used this term; only when the request carries this resource's capability token (anyone may pay for a renewal, only the controller sees usage). */
            used?: number;
            /** @description Left this term; only when the request carries this resource's capability token (anyone may pay for a renewal, only the controller sees usage). */
            remaining?: number;
            renewals: number;
        };
        /** @description The replacement token; the presented token is revoked. */
        TokenRefresh: {
            capabilityToken: components["schemas"]["CapabilityToken"];
        };
        /** @description A sign-in-with-x challenge: a message with a single-use server nonce for one wallet on the payment network. */
        WalletChallenge: {
            /** @description The EIP-4361 (Sign-In with Ethereum) message to sign with personal_sign (EIP-191), exactly as given. */
            message: string;
            payload: components["schemas"]["WalletSignInPayload"];
            /**
             * Format: date-time
             * @description Until then the nonce can be used, once.
             */
            expiresAt: string;
        };
        /** @description The sign-in-with-x fields of the message (CAIP-122). Add `signature` (the wallet's signature of `message`, 0x hex) and send the JSON, base64-encoded, as the SIGN-IN-WITH-X header (REST) or the signIn argument (MCP): @x402/extensions' encodeSIWxHeader does it. */
        WalletSignInPayload: {
            domain: string;
            address: string;
            statement?: string;
            uri: string;
            version: string;
            chainId: string;
            /** @constant */
            type: "eip191";
            nonce: string;
            issuedAt: string;
            expirationTime?: string;
            resources?: string[];
        };
        /** @description The leases (not destroyed) whose first payment came from the proven wallet, newest first. */
        WalletLeases: {
            /** @description The proven wallet, lower-case. */
            wallet: string;
            leases: components["schemas"]["WalletLease"][];
        };
        /** @description A lease the wallet paid for. Never a token. */
        WalletLease: {
            /** @description The resource id (psn_… or pg_…): the {id} of its control and renew routes. */
            id: string;
            type: components["schemas"]["ResourceType"];
            /** @description The Person's name or the Page's label. */
            name: string;
            /** @enum {string} */
            status: "pending" | "active" | "expired";
            /** Format: date-time */
            termEnd: string;
            /** @enum {string} */
            unit: "turns" | "submissions";
            /** @description Turns (Person) or submissions (Page) left in this term. */
            remaining: number;
        };
        /** @description The new capability token (shown once); every earlier token of the lease is revoked. */
        WalletReissue: {
            capabilityToken: components["schemas"]["CapabilityToken"];
            revokedTokens: number;
        };
        Destroyed: {
            id: string;
            /** @enum {string} */
            type: "person" | "page";
            /** @constant */
            destroyed: true;
            /** Format: date-time */
            destroyedAt: string;
        };
        /** @description Counterpart access of one resource. */
        Access: {
            id: string;
            visibility: components["schemas"]["Visibility"];
            audienceEmails: string[];
            ownerEmail: string | null;
            /** Format: uri */
            counterpartUrl: string;
        };
        KnowledgeFileList: {
            files: components["schemas"]["KnowledgeFile"][];
        };
        KnowledgeFile: {
            id: string;
            name: string | null;
            mimeType: string;
            sizeBytes: number;
            sha256: string;
            /** @description Passages the file was split into for retrieval. */
            passages: number;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The knowledge file and its passages are gone; its bytes no longer count against the quota. */
        KnowledgeFileRemoved: {
            id: string;
            /** @constant */
            removed: true;
        };
        PersonApprovalList: {
            approvals: components["schemas"]["PersonApproval"][];
        };
        PersonApproval: {
            id: string;
            personId: string;
            /** @enum {string} */
            status: "pending" | "approved" | "denied" | "expired";
            /** @description The tool the Person wants to call: a built-in name, <server>__<tool> or an HTTP tool's name. */
            tool: string;
            /** @enum {string} */
            kind: "builtin" | "mcp" | "http";
            server?: string;
            /** @description The arguments of the call, exactly as it will run if approved. */
            arguments: unknown;
            /** @description Why: the task's title and instructions, or the chat message the turn answered (shortened). */
            reason: string;
            /** @description The task that waits (status awaiting_approval). */
            taskId?: string;
            /** @description The chat session whose turn asked. */
            sessionId?: string;
            /**
             * Format: date-time
             * @description Unanswered by then, it is denied (status expired).
             */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            decidedAt: string | null;
            /** @description controller, the signed-in person's email (on a Page), or system (expiry). */
            decidedBy: string | null;
            decidedVia: ("rest" | "mcp" | "page" | "expiry") | null;
            comment: string | null;
            /** @description The linked Approval Page it was answered on. */
            pageId?: string;
            /** @description What the approved call returned once it ran (shortened), or its error; null before. */
            outcome: {
                ok: boolean;
                result?: unknown;
                error?: string;
            } | null;
        };
        TaskList: {
            tasks: components["schemas"]["Task"][];
        };
        Task: {
            id: string;
            title: string;
            instructions: string;
            input: unknown | null;
            maxTurns: number;
            turnsUsed: number;
            status: components["schemas"]["TaskStatus"];
            result: unknown | null;
            error: string | null;
            /**
             * @description Who caused the task: the controller (POST …/tasks, create_task), or the Person's create_task tool in a turn of the controller (person) or of a counterpart (counterpart).
             * @enum {string}
             */
            createdBy: "controller" | "counterpart" | "person" | "system";
            /** @description The counterpart's email when a counterpart's turn caused the task. */
            createdByEmail: string | null;
            /** @description What started the task when no caller did: a linked Page's submission (the link's trigger; createdBy is controller, who configured it). The submission is in `input`, as data. */
            source: {
                /** @constant */
                type: "page_link";
                linkId: string;
                pageId: string;
                submissionId: string;
                kind: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
        };
        /**
         * @description awaiting_approval: paused until a tool call it asked for is answered or expires (docs/persons.md, Approvals).
         * @enum {string}
         */
        TaskStatus: "queued" | "running" | "awaiting_approval" | "succeeded" | "failed" | "cancelled";
        /** @description Newest first. */
        Timeline: {
            events: components["schemas"]["TimelineEvent"][];
            nextCursor: string | null;
        };
        TimelineEvent: {
            id: string;
            type: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            actorEmail: string | null;
            data: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Current derived state of the Person in one scope (`default` when scopeId is omitted). */
        PersonState: {
            personId: string;
            scopeId: string;
            /** @description What the runtime recorded with its record_state tool in this scope, by key. */
            facts: {
                [key: string]: unknown;
            };
            tasks: {
                queued: number;
                running: number;
                awaiting_approval: number;
                succeeded: number;
                failed: number;
                cancelled: number;
            };
            /** @description Time of the newest timeline event. */
            lastActivityAt: string | null;
            turnsRemaining: number;
            /** @description Who caused each fact, by key: the Person in a controller's turn or task (person), or a counterpart's turn (counterpart, with the email). */
            recordedBy: {
                [key: string]: {
                    /**
                     * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
                     * @enum {string}
                     */
                    actor: "controller" | "counterpart" | "person" | "system";
                    actorEmail: string | null;
                };
            };
            /** @description Increases with every recorded fact in this scope. */
            version: number;
            updatedAt: string | null;
        };
        /** @description A resource's events after a seq, oldest first. */
        EventList: {
            events: components["schemas"]["Event"][];
            /** @description Pass as `after` for the next page (the last event's seq; `after` itself when there was none). */
            nextAfter: number;
        };
        Event: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            type: components["schemas"]["EventType"];
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            /** @description The event type's data (see the EventType's schema in docs/events.md). */
            data: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
        };
        LinkList: {
            links: components["schemas"]["Link"][];
        };
        /** @description The link is gone: no more tasks start from the Page, and the Person can no longer read it. */
        LinkRemoved: {
            id: string;
            /** @constant */
            removed: true;
        };
        /** @description The usage meter: turns, model tokens in and out and tool calls per UTC day, with the current term's allowance. */
        PersonUsage: {
            /** @description The current term's allowance, as the lease counts it. */
            term: {
                includedTurns: number;
                /** @description Turns used this term: the allowance's own count (the lease's `used`). */
                turnsUsed: number;
                turnsRemaining: number;
                /** Format: date-time */
                termStart: string;
                /** Format: date-time */
                termEnd: string;
            };
            /** @description The first day read (YYYY-MM-DD, UTC). */
            from: string;
            /** @description The last day read (YYYY-MM-DD, UTC), inclusive. */
            to: string;
            /** @description The sums over `days`. */
            totals: {
                /** @description Turns charged that day: chat turns (controller and counterparts) and task steps; a turn given back (the model failed before producing anything) is not counted. */
                turns: number;
                /** @description Model tokens in (prompt), as the model reported them. */
                inputTokens: number;
                /** @description Model tokens out (completion), as the model reported them. */
                outputTokens: number;
                /** @description Tool calls the Person made. */
                toolCalls: number;
            };
            /** @description Every UTC day from `from` to `to`, oldest first (days without use are zeros). */
            days: components["schemas"]["UsageDay"][];
        };
        UsageDay: {
            /** @description The UTC day, YYYY-MM-DD. */
            day: string;
            /** @description Turns charged that day: chat turns (controller and counterparts) and task steps; a turn given back (the model failed before producing anything) is not counted. */
            turns: number;
            /** @description Model tokens in (prompt), as the model reported them. */
            inputTokens: number;
            /** @description Model tokens out (completion), as the model reported them. */
            outputTokens: number;
            /** @description Tool calls the Person made. */
            toolCalls: number;
        };
        /** @description Everything a Person is, in one JSON bundle: its definition (name, goal, instructions, profile, audience, tools without secrets), knowledge files with their content, state, tasks, schedules with their runs, approval requests, links to Pages, chat sessions with their messages, the whole timeline and the usage meter. Never a capability token or a webhook secret. */
        PersonExport: {
            /**
             * @description The bundle's format and version; a later, incompatible shape gets a new number.
             * @constant
             */
            format: "leasehold.person-export/1";
            /** Format: date-time */
            exportedAt: string;
            person: {
                id: string;
                name: string;
                goal: string;
                instructions: string | null;
                /** @enum {string} */
                visibility: "public" | "private";
                audienceEmails: string[];
                ownerEmail: string | null;
                profile: components["schemas"]["PersonProfile"];
                /** @description The tools configuration exactly as GET …/persons/{id} shows it: header values as {"set": true}, never the secrets. */
                tools: components["schemas"]["PersonToolsView"];
                paused: boolean;
                pausedAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
            lease: components["schemas"]["Lease"];
            knowledgeFiles: {
                id: string;
                name: string | null;
                mimeType: string;
                sizeBytes: number;
                sha256: string;
                /** Format: date-time */
                createdAt: string;
                content: string;
            }[];
            state: {
                scopeId: string;
                facts: {
                    [key: string]: unknown;
                };
                recordedBy: {
                    [key: string]: unknown;
                };
                version: number;
                /** Format: date-time */
                updatedAt: string;
            }[];
            /** @description Newest first. */
            tasks: components["schemas"]["Task"][];
            /** @description Every schedule with its run history. */
            schedules: {
                id: string;
                /**
                 * @description cron: recurring; once: runAt.
                 * @enum {string}
                 */
                kind: "cron" | "once";
                title: string;
                instructions: string;
                maxTurns: number;
                cron: string | null;
                timezone: string | null;
                runAt: string | null;
                missedPolicy: components["schemas"]["ScheduleMissedPolicy"];
                /**
                 * @description finished: a one-time schedule that ran (or was skipped).
                 * @enum {string}
                 */
                status: "active" | "paused" | "finished";
                pausedAt: string | null;
                /** @description The next instant it runs (UTC); null when paused or finished. */
                nextRunAt: string | null;
                finishedAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                /** @description Its kept runs (at most 200), newest first. */
                runs: {
                    id: string;
                    /**
                     * Format: date-time
                     * @description The instant it was due (UTC).
                     */
                    scheduledFor: string;
                    /**
                     * Format: date-time
                     * @description When the sweep fired it or recorded it as skipped.
                     */
                    handledAt: string;
                    /** @enum {string} */
                    status: "fired" | "skipped";
                    reason: components["schemas"]["ScheduleRunReason"] | null;
                    taskId: string | null;
                }[];
            }[];
            /** @description Its approval requests, newest first (at most 1,000). */
            approvals: components["schemas"]["PersonApproval"][];
            /** @description The Pages linked to it. */
            links: components["schemas"]["Link"][];
            /** @description Most recently active first. */
            chatSessions: {
                id: string;
                /** @enum {string} */
                origin: "controller" | "counterpart";
                counterpartEmail: string | null;
                title: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                /** @description Oldest first. */
                messages: {
                    id: string;
                    role: string;
                    content: string;
                    /** Format: date-time */
                    createdAt: string;
                }[];
                /** @description True when older messages of this session were left out (a cap). */
                messagesTruncated: boolean;
            }[];
            /** @description Every event of the Person, oldest first (the timeline and event stream's events). */
            timeline: {
                seq: number;
                type: string;
                /**
                 * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
                 * @enum {string}
                 */
                actor: "controller" | "counterpart" | "person" | "system";
                actorEmail: string | null;
                data: {
                    [key: string]: unknown;
                };
                /** Format: date-time */
                createdAt: string;
            }[];
            /** @description The usage meter's days with any use, oldest first. */
            usage: components["schemas"]["UsageDay"][];
            /** @description The caps this bundle was made under. */
            limits: {
                tasks: number;
                approvals: number;
                sessions: number;
                messagesPerSession: number;
                messageChars: number;
                timeline: number;
                stateScopes: number;
                usageDays: number;
            };
            /** @description Which parts reached a cap, so that their oldest entries were left out. */
            truncated: {
                tasks: boolean;
                approvals: boolean;
                chatSessions: boolean;
                messages: boolean;
                timeline: boolean;
                state: boolean;
                usage: boolean;
            };
        };
        /**
         * @description Why a run did not run: missed (the service was down, see missedPolicy), turns_exhausted (no turn left this term), lease_expired (the term ended), person_paused (its controller paused the Person), resource_suspended (the service's operators suspended it).
         * @enum {string}
         */
        ScheduleRunReason: "missed" | "turns_exhausted" | "lease_expired" | "person_paused" | "resource_suspended";
        InvitationSent: {
            /** @description inv_… */
            id: string;
            email: string;
            message: string | null;
            /** Format: date-time */
            invitedAt: string;
            /**
             * @description The Page's controller (a capability token of the Page).
             * @constant
             */
            invitedBy: "controller";
            /**
             * Format: date-time
             * @description When the sign-in link stops working (7 days after it was sent; it works once before that).
             */
            expiresAt: string;
            /** @description When the person first opened the Page signed in as this email after the invitation; null until then. */
            openedAt: string | null;
            /**
             * @description opened: they opened the Page; expired: not opened and the link no longer works; sent: otherwise.
             * @enum {string}
             */
            status: "sent" | "opened" | "expired";
            /** @description Whether the invitation added the email to the (private) Page's audience. */
            addedToAudience: boolean;
            /** @description true: this address was invited within the last 10 minutes; that invitation is answered again (200) and no second email is sent. */
            repeated: boolean;
        };
        /** @description Newest first. */
        InvitationList: {
            invitations: components["schemas"]["Invitation"][];
            nextCursor: string | null;
        };
        Invitation: {
            /** @description inv_… */
            id: string;
            email: string;
            message: string | null;
            /** Format: date-time */
            invitedAt: string;
            /**
             * @description The Page's controller (a capability token of the Page).
             * @constant
             */
            invitedBy: "controller";
            /**
             * Format: date-time
             * @description When the sign-in link stops working (7 days after it was sent; it works once before that).
             */
            expiresAt: string;
            /** @description When the person first opened the Page signed in as this email after the invitation; null until then. */
            openedAt: string | null;
            /**
             * @description opened: they opened the Page; expired: not opened and the link no longer works; sent: otherwise.
             * @enum {string}
             */
            status: "sent" | "opened" | "expired";
            /** @description Whether the invitation added the email to the (private) Page's audience. */
            addedToAudience: boolean;
        };
        /** @description Newest first. */
        SubmissionList: {
            submissions: components["schemas"]["Submission"][];
            nextCursor: string | null;
        };
        Submission: {
            id: string;
            /** @enum {string} */
            kind: "form" | "lead" | "booking" | "order" | "signature" | "decline" | "approval" | "checklist" | "upload";
            submitterEmail: string;
            /** @description By kind: signature → SignatureData (with the document as rendered to the signer); approval → ApprovalData (with the request as shown); order → OrderData (with the items and prices shown); form and lead → answers by field name; booking, checklist, upload → their details. Records made before the snapshots existed have no document/request/catalog member. */
            data: components["schemas"]["SignatureData"] | components["schemas"]["ApprovalData"] | components["schemas"]["OrderData"] | {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
        };
        SignatureData: {
            documentTitle: string;
            /** @description SHA-256 (hex) of the document's visible text as rendered to the signer (document.text). */
            documentSha256: string;
            document: components["schemas"]["DocumentSnapshot"];
            /** @description document.text in blocks, as rendered (headings {heading, text}, paragraphs and list items {text, indent?, prefix?}, code {code}, tables {table: [{cells, header}]}, rules {rule}): the sealed PDF's layout. Visible text only. */
            documentLayout?: {
                [key: string]: unknown;
            }[];
            typedName: string;
            initials?: string;
            signerEmail: string;
            /** Format: date-time */
            signedAt: string;
            ip: string | null;
            /** @description The User-Agent header the signer's browser sent: what it claims to be, not verified (anyone can send any value). Absent on signatures recorded before it, which carry the same header as userAgent. */
            userAgentClaimed?: string | null;
            /** @description Signatures recorded before userAgentClaimed: the same claimed User-Agent header. */
            userAgent?: string | null;
            /** @description SHA-256 (hex) of the sealed PDF made when the person signed (GET …/submissions/{submissionId}/pdf gives the same bytes; /verify accepts exactly these). */
            pdfSha256?: string;
            /** @description Where the sealed PDF says a copy can be checked (the service's /verify when it was sealed). */
            verifyUrl?: string;
            /** @description With named signers (content.signers): the signatures recorded before this one, oldest first; this signature's sealed copy lists them all on its certificate (the last signer's copy lists every signature). */
            earlierSignatures?: {
                signatureId: string;
                typedName: string;
                initials?: string;
                signerEmail: string;
                /** Format: date-time */
                signedAt: string;
                ip?: string | null;
                /** @description The User-Agent header that signer's browser sent: a claim, not verified. */
                userAgentClaimed?: string | null;
                userAgent?: string | null;
            }[];
            /** @description Which builder sealed the PDF (absent: 1, Windows-1252 standard fonts; 2: embedded DejaVu fonts, Latin, Greek, Cyrillic and more as typed). Kept so the copy is built again byte for byte. */
            sealVersion?: number;
            /** @description With named signers: how many had signed with this signature, of how many. */
            signing?: {
                signed: number;
                total: number;
            };
        };
        DocumentSnapshot: {
            /** @description The heading shown above the document. */
            title: string;
            /** @description The document's visible text as rendered to the signer (raw HTML and comments are not rendered, so not included). */
            text: string;
            /** @description SHA-256 (hex) of `text`: what was signed. */
            sha256: string;
            /** @description The version of this snapshot the signer's form carried. */
            version: string;
        };
        ApprovalData: {
            /** @enum {string} */
            decision: "approved" | "rejected";
            comment: string;
            request: components["schemas"]["ApprovalSnapshot"];
        };
        /** @description What the person approved or rejected, as it was shown to them. */
        ApprovalSnapshot: {
            title: string;
            /** @description request_description as rendered (visible text), or null when none was shown. */
            description: string | null;
            /** @description request_details_markdown as rendered (visible text), or null. */
            details: string | null;
            version: string;
        };
        OrderData: {
            items: {
                id: string;
                name: string;
                quantity: number;
                /** @description The price the person saw. */
                unitPrice: number;
            }[];
            total: number;
            currency: string;
            note?: string;
            catalog: components["schemas"]["CatalogSnapshot"];
        };
        /** @description The items and prices the person saw. */
        CatalogSnapshot: {
            currency: string;
            items: {
                id: string;
                name: string;
                description: string | null;
                price: number;
                maxQuantity: number;
            }[];
            version: string;
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        Webhook: {
            id: string;
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            url: string;
            description: string | null;
            /** @description "all" (the default): every event the resource records, including types added later; or a list of event types, each one this kind of resource records (docs/events.md). */
            eventTypes: "all" | components["schemas"]["EventType"][];
            enabled: boolean;
            /** @description Why it is disabled: you disabled it, the receiver answered 410 Gone, or every attempt failed for the whole retry window. */
            disabledReason: ("controller" | "gone" | "failing") | null;
            disabledAt: string | null;
            /** @description After a rotation: until then deliveries are signed with the old secret too. */
            previousSecretValidUntil: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookDeleted: {
            id: string;
            /** @constant */
            deleted: true;
        };
        /** @description Delivery attempts, newest first. */
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            nextCursor: string | null;
        };
        WebhookDelivery: {
            id: string;
            /** @description The event's id: the webhook-id header of the attempt. */
            eventId: string;
            eventType: string;
            attempt: number;
            /** @description The receiver's HTTP status; null when there was no answer. */
            status: number | null;
            /** @description A 2xx answer: the event is delivered. */
            ok: boolean;
            latencyMs: number;
            /** @description The first 1 KB of the answer. */
            response: string | null;
            error: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        Redelivered: {
            queued: number;
            eventIds: string[];
            /** @description More than 1000 events matched: call again with since = the createdAt of the last one. */
            more: boolean;
        };
        Schedule: {
            id: string;
            /**
             * @description cron: recurring; once: runAt.
             * @enum {string}
             */
            kind: "cron" | "once";
            title: string;
            instructions: string;
            maxTurns: number;
            cron: string | null;
            timezone: string | null;
            runAt: string | null;
            missedPolicy: components["schemas"]["ScheduleMissedPolicy"];
            /**
             * @description finished: a one-time schedule that ran (or was skipped).
             * @enum {string}
             */
            status: "active" | "paused" | "finished";
            pausedAt: string | null;
            /** @description The next instant it runs (UTC); null when paused or finished. */
            nextRunAt: string | null;
            finishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ScheduleList: {
            schedules: components["schemas"]["Schedule"][];
            /** @description The most schedules this Person may have. */
            limit: number;
        };
        /** @description The schedule and its run history are gone; tasks it queued stay. */
        ScheduleDeleted: {
            id: string;
            /** @constant */
            deleted: true;
        };
        /** @description Newest first; the last 200 runs of the schedule are kept. */
        ScheduleRunList: {
            runs: components["schemas"]["ScheduleRun"][];
            nextCursor: string | null;
        };
        ScheduleRun: {
            id: string;
            /**
             * Format: date-time
             * @description The instant it was due (UTC).
             */
            scheduledFor: string;
            /**
             * Format: date-time
             * @description When the sweep fired it or recorded it as skipped.
             */
            handledAt: string;
            /** @enum {string} */
            status: "fired" | "skipped";
            reason: components["schemas"]["ScheduleRunReason"] | null;
            taskId: string | null;
            /** @description The outcome of the task it queued, as the task is now (null when it did not run). */
            task: {
                status: components["schemas"]["TaskStatus"];
                turnsUsed: number;
                result: unknown | null;
                error: string | null;
                finishedAt: string | null;
            } | null;
        };
        OAuthGrantList: {
            grants: components["schemas"]["OAuthGrant"][];
        };
        OAuthGrant: {
            id: string;
            /** @description The client_id: a client ID metadata document URL, or an `oc_…` dynamic registration. */
            clientId: string;
            clientName: string;
            /** @description The host the client's redirect URI points to. */
            redirectHost: string;
            /** @description `mcp:read` (read-only) or `mcp:read mcp:write`. */
            scope: string;
            /** Format: date-time */
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
        };
        __schema1: {
            /** @enum {string} */
            type: "string" | "number" | "integer" | "boolean" | "array" | "object";
            description?: string;
            enum?: (string | number | boolean)[];
            minimum?: number;
            maximum?: number;
            minLength?: number;
            maxLength?: number;
            minItems?: number;
            maxItems?: number;
            items?: components["schemas"]["__schema1"];
            properties?: {
                [key: string]: components["schemas"]["__schema1"];
            };
            required?: string[];
            additionalProperties?: boolean;
        };
        /** @description Opt-in: each submission emails this address a short summary (who, what, the control API path of the full record; no link). At most 60 such emails per Page per hour; beyond that the submissions are still recorded, evented and listed. */
        PageNotifyOutput: {
            /**
             * Format: email
             * @description Where the summary of each submission is emailed.
             */
            email: string;
        };
        FormFieldOutput: {
            /** @description Key of the answer in the submission. */
            name: string;
            label: string;
            /** @enum {string} */
            type: "text" | "long_text" | "email" | "number" | "date" | "single_choice" | "multiple_choice" | "checkbox" | "file" | "phone" | "url";
            /** @default false */
            required: boolean;
            placeholder?: string;
            helpText?: string;
            /** @description Choices of single_choice and multiple_choice. */
            options?: string[];
            /** @description number: smallest value; date: not used. */
            min?: number;
            max?: number;
            minLength?: number;
            /** @description text, long_text: longest answer in characters (1000 for text and 10000 for long_text when absent). */
            maxLength?: number;
            /** @description A regular expression (RE2 syntax: no backreferences or lookaround) that text answers must match somewhere (an unanchored search; use ^…$ for the whole answer). Checked on the server in linear time. Limits (each refused with 400 validation_failed at the field's pattern): at most 500 characters; repeat counts up to 100 (use maxLength for lengths); at most about 1000 compiled instructions (a literal, class or escape is one, a capturing group adds 2, a repeat {n,m} copies what it repeats m times, so nested repeats multiply); the form's patterns together at most 2000 instructions; and Σ over the form's fields of instructions × longest answer (maxLength, or its default) at most 200000: a long pattern needs a small maxLength. */
            pattern?: string;
            /** @description file: accepted media types, e.g. application/pdf or image/*; any when absent. */
            accept?: string[];
            /** @description file: largest accepted upload in bytes (10 MiB when absent, at most 50 MiB). */
            maxSizeBytes?: number;
            /** @description Show (and take) this field only when the condition on an earlier field matches. A hidden field is not asked: an answer to it is refused (400 on the JSON route), and it is never required. */
            showIf?: components["schemas"]["FieldCondition"];
            /** @description Require an answer only when the condition on an earlier field matches (with required false). */
            requiredIf?: components["schemas"]["FieldCondition"];
        } & {
            [key: string]: unknown;
        };
        OrderItemOutput: {
            id: string;
            name: string;
            description?: string;
            /** @description Unit price in `currency` (major units, e.g. 12.50). */
            price: number;
            category?: string;
            /** @default 100 */
            max_quantity: number;
        } & {
            [key: string]: unknown;
        };
        ChecklistTaskOutput: {
            id: string;
            label: string;
            description?: string;
            /** @default false */
            required: boolean;
        } & {
            [key: string]: unknown;
        };
        LineItemOutput: {
            description: string;
            /** @default 1 */
            quantity: number;
            /** @description In `currency`, major units. */
            unit_price: number;
        } & {
            [key: string]: unknown;
        };
        RequestedUploadOutput: {
            key: string;
            label: string;
            description?: string;
            /** @default false */
            required: boolean;
            /** @description Accepted media types, e.g. application/pdf or image/*. */
            accept?: string[];
            /** @default 10485760 */
            max_size_bytes: number;
        } & {
            [key: string]: unknown;
        };
        ChartOutput: {
            title: string;
            /** @enum {string} */
            type: "bar" | "line" | "pie" | "metric" | "table";
            unit?: string;
            /** @description The chart's points, in order: at most 100 (more is refused, 400; a longer series is summarised before it is sent, by week or by category). */
            data: {
                label: string;
                value: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        /** @description The resource was bought: its first term began. */
        LeaseProvisionedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.provisioned";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                paymentId: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A renewal was paid: a new term, the allowance reset. */
        LeaseRenewedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.renewed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                paymentId: string;
                /** Format: date-time */
                termEnd: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The term ends soon: sent 7 days and 1 day before termEnd, once each per term. */
        LeaseExpiringEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.expiring";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** Format: date-time */
                termEnd: string;
                daysLeft: 7 | 1;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The term ended without a renewal: the resource answers no one until it is renewed. */
        LeaseExpiredEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.expired";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** Format: date-time */
                termEnd: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller destroyed the resource; its tokens are revoked. */
        LeaseDestroyedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.destroyed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: Record<string, never>;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller exchanged its token for a new one. */
        LeaseTokenRefreshedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.token_refreshed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: Record<string, never>;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The wallet that paid for the lease proved itself (sign-in-with-x) and had a new capability token issued: every earlier token of the lease, and every OAuth connection to it, is revoked. */
        LeaseTokenReissuedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.token_reissued";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** @description The paying wallet (the lease's principal), lower-case 0x…. */
                wallet: string;
                /** @description How many earlier tokens were still unrevoked and are revoked now. */
                revokedTokens: number;
                /** @description How many live OAuth connections (grants) of the lease are revoked with them. */
                revokedGrants: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A person approved an OAuth connection to the resource on the consent page (/oauth/authorize), proving it with its capability token or the paying wallet. */
        LeaseOauthGrantCreatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.oauth_grant.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                grantId: string;
                /** @description The client_id: a client ID metadata document URL, or an `oc_…` dynamic registration. */
                clientId: string;
                clientName: string;
                /** @description The host the client's redirect URI points to. */
                redirectHost: string;
                /** @description `mcp:read` (read-only) or `mcp:read mcp:write`. */
                scope: string;
                /**
                 * @description How the person proved the resource.
                 * @enum {string}
                 */
                via: "capability_token" | "wallet";
                /** @description The paying wallet that signed in, lower-case 0x…; null when the capability token was pasted. */
                wallet: string | null;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An OAuth connection to the resource ended: its access and refresh tokens stop working at once. */
        LeaseOauthGrantRevokedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.oauth_grant.revoked";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                grantId: string;
                clientId: string;
                clientName: string;
                /**
                 * @description controller: revoked with the capability token; client: the client revoked its refresh token (RFC 7009); token_reissued: the paying wallet had the lease's token reissued; token_refreshed: the capability token the grant was approved with was refreshed; reuse_detected: a code or a rotated refresh token was presented again.
                 * @enum {string}
                 */
                reason: "controller" | "client" | "token_reissued" | "token_refreshed" | "reuse_detected";
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The service's operators suspended the resource: control writes answer 423 resource_suspended (reads and destroy stay open), counterparts meet an unavailable page and a Person runs nothing, until lease.unsuspended. */
        LeaseSuspendedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.suspended";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** @description The operator's reason, as they wrote it. */
                reason: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The service's operators lifted the suspension: everything the resource did before works again, and a Person's parked tasks run. */
        LeaseUnsuspendedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.unsuspended";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                reason: string;
                /**
                 * Format: date-time
                 * @description When the suspension began.
                 */
                suspendedAt: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The service's operators revoked every capability token and OAuth grant of the resource: recover control with the paying wallet (POST /api/v3/wallet/leases/{id}/token). */
        LeaseTokensRevokedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.tokens_revoked";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                reason: string;
                capabilityTokens: number;
                oauthGrants: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Who may open the resource as a counterpart changed. */
        LeaseAudienceUpdatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.audience_updated";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** @enum {string} */
                visibility: "public" | "private";
                audienceSize: number;
                ownerSet: boolean;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A webhook endpoint was disabled by the service: its receiver answered 410 Gone, or it failed every attempt for the whole retry window (docs/webhooks.md). Delivered to the resource's other endpoints. */
        LeaseWebhookDisabledEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lease.webhook_disabled";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                webhookId: string;
                url: string;
                /** @enum {string} */
                reason: "gone" | "failing";
                lastError?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller changed the Person. */
        PersonUpdatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.updated";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                changed: string[];
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A knowledge file was added. */
        PersonKnowledgeAddedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.knowledge.added";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                fileId: string;
                name: string | null;
                sizeBytes: number;
                passages: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A knowledge file was removed. */
        PersonKnowledgeRemovedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.knowledge.removed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                fileId: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The Person recorded a fact in its derived state. */
        PersonStateRecordedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.state.recorded";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scopeId: string;
                key: string;
                value: unknown;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A chat turn finished: the message (from the controller or a counterpart) and the Person's reply. */
        PersonChatMessageEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.chat.message";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                sessionId: string;
                /** @description At most 400 characters; longer text ends with … */
                message: string;
                /** @description At most 400 characters; longer text ends with … */
                reply: string;
                toolCalls: string[];
                turnsRemaining: number;
                model: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A chat turn failed; the turn was given back when nothing was produced. */
        PersonChatFailedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.chat.failed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                sessionId: string;
                turnReturned: boolean;
                error: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The client went away mid-turn; what was produced is kept. */
        PersonChatAbortedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.chat.aborted";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                sessionId: string;
                /** @description At most 400 characters; longer text ends with … */
                message: string;
                /** @description At most 400 characters; longer text ends with … */
                reply: string;
                toolCalls: string[];
                turnReturned: boolean;
                model: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A task was queued. */
        PersonTaskCreatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.task.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                taskId: string;
                title: string;
                maxTurns: number;
                /** @description Where it came from when not a caller: a linked Page's submission (its link's trigger). */
                source?: {
                    /** @constant */
                    type: "page_link";
                    linkId: string;
                    pageId: string;
                    submissionId: string;
                    kind: string;
                };
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller linked a Page to the Person (with both tokens). */
        PersonLinkCreatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.link.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                pageId: string;
                pageLabel: string;
                pageToolType: string;
                triggers: {
                    on: string[];
                    kinds?: string[];
                } | null;
                approvals: boolean;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A link to a Page was removed, from the Person's side or the Page's (`removedBy`); `destroyed` when the Page was destroyed. */
        PersonLinkRemovedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.link.removed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                pageId: string;
                /** @enum {string} */
                removedBy: "person" | "page";
                /** @constant */
                destroyed?: true;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A linked Page's submission matched the link's triggers, but no task was started: the Person's lease has expired or its turns are used up (`reason`). */
        PersonLinkSkippedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.link.skipped";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                pageId: string;
                submissionId: string;
                /** @enum {string} */
                reason: "lease_expired" | "turns_exhausted";
                message: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An attempt of a task started. */
        PersonTaskStartedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.task.started";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                taskId: string;
                title: string;
                attempt: number;
                retry?: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A task finished with a result. */
        PersonTaskCompletedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.task.completed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                taskId: string;
                title: string;
                /** @description At most 400 characters; longer text ends with … */
                result: string;
                toolCalls: string[];
                steps: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A task failed for good (after its retries). */
        PersonTaskFailedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.task.failed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                taskId: string;
                title: string;
                error: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The Person called one of its tools (built-in, a remote MCP server's or an HTTP tool) in a chat turn or a task: the arguments and the result or error, shortened, never a header secret. */
        PersonToolCalledEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.tool.called";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                /** @description The name the model called: a built-in name, <server>__<tool> (MCP) or the HTTP tool's name. */
                tool: string;
                /** @enum {string} */
                kind: "builtin" | "mcp" | "http";
                /** @description The MCP server's name (kind mcp). */
                server?: string;
                /** @description At most 400 characters; longer text ends with … */
                arguments: string;
                /**
                 * @description ok; error (the tool failed or timed out); refused (not allowed: the address, the per-turn cap).
                 * @enum {string}
                 */
                outcome: "ok" | "error" | "refused";
                /** @description At most 400 characters; longer text ends with … */
                result?: string;
                /** @description At most 400 characters; longer text ends with … */
                error?: string;
                durationMs: number;
                sessionId?: string;
                taskId?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The Person wants to call a tool marked requiresApproval: the call waits (its task is awaiting_approval) until the controller or a person on a linked Approval Page answers, or it expires. */
        PersonApprovalRequestedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.approval.requested";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                tool: string;
                /** @enum {string} */
                kind: "builtin" | "mcp" | "http";
                server?: string;
                /** @description At most 400 characters; longer text ends with … */
                arguments: string;
                /** @description At most 400 characters; longer text ends with … */
                reason: string;
                /** Format: date-time */
                expiresAt: string;
                taskId?: string;
                sessionId?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An approval request was answered (approved or denied, by the controller or a person on a linked Approval Page) or expired (denied); the task resumes with the outcome. */
        PersonApprovalDecidedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.approval.decided";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                tool: string;
                /** @enum {string} */
                status: "approved" | "denied" | "expired";
                /** @enum {string} */
                via: "rest" | "mcp" | "page" | "expiry";
                /** @description controller, the signed-in person's email (via page), or system (expiry). */
                decidedBy: string;
                /** @description At most 400 characters; longer text ends with … */
                comment?: string;
                pageId?: string;
                taskId?: string;
                sessionId?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An approved call ran: its result or error, shortened (the task then resumes). */
        PersonApprovalCompletedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.approval.completed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                tool: string;
                ok: boolean;
                /** @description At most 400 characters; longer text ends with … */
                result?: string;
                /** @description At most 400 characters; longer text ends with … */
                error?: string;
                taskId?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description 10% or less of the term's turns are left (once per term). */
        PersonTurnsLowEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.turns.low";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                turnsRemaining: number;
                includedTurns: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The term's turns are used up: chats and tasks are refused until renewal. */
        PersonTurnsExhaustedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.turns.exhausted";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                includedTurns: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller created a schedule. */
        PersonScheduleCreatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.schedule.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
                /** @enum {string} */
                kind: "cron" | "once";
                cron: string | null;
                timezone: string | null;
                runAt: string | null;
                /** @enum {string} */
                status: "active" | "paused" | "finished";
                nextRunAt: string | null;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller changed, paused (changed includes paused, status paused) or resumed a schedule. */
        PersonScheduleUpdatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.schedule.updated";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
                changed: string[];
                /** @enum {string} */
                status: "active" | "paused" | "finished";
                nextRunAt: string | null;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller deleted a schedule and its run history. */
        PersonScheduleDeletedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.schedule.deleted";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A schedule's instant came: its task was queued (person.task.created follows in the same transaction). */
        PersonScheduleFiredEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.schedule.fired";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
                /** Format: date-time */
                scheduledFor: string;
                taskId: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A schedule's runs did not run: missed while the service was down (one event per catch-up, count = how many), or turns_exhausted / lease_expired / person_paused / resource_suspended (one event when a schedule starts being skipped for that reason, not one per run). */
        PersonScheduleSkippedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.schedule.skipped";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                scheduleId: string;
                title: string;
                /** @enum {string} */
                reason: "missed" | "turns_exhausted" | "lease_expired" | "person_paused" | "resource_suspended";
                /**
                 * Format: date-time
                 * @description The first instant skipped.
                 */
                scheduledFor: string;
                /**
                 * Format: date-time
                 * @description The last instant skipped (the same for one).
                 */
                lastScheduledFor: string;
                /** @description How many instants were skipped (missed: counted up to 1000). */
                count: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller paused the Person: chat answers 409 person_paused and no task runs until it is resumed. */
        PersonPausedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.paused";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                reason?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller resumed the Person: chat is open again and the tasks queued while it was paused run. */
        PersonResumedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "person.resumed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                reason?: string;
                /** Format: date-time */
                pausedAt: string;
                tasksRequeued: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A Person linked to this Approval Page for approvals asked to call a tool: the request waits on the Page for its signed-in audience. */
        PagePersonApprovalRequestedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.person_approval.requested";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                personId: string;
                tool: string;
                /** Format: date-time */
                expiresAt: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A signed-in person answered, on this Approval Page, a tool call a linked Person asked approval for. */
        PagePersonApprovalDecidedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.person_approval.decided";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                approvalId: string;
                personId: string;
                tool: string;
                /** @enum {string} */
                status: "approved" | "denied";
                /** @description At most 400 characters; longer text ends with … */
                comment?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller changed the Page. */
        PageUpdatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.updated";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                changed: string[];
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart sent a form (custom_form, lead_collector). */
        PageSubmissionCreatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.submission.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** @enum {string} */
                kind: "form" | "lead";
                answers: {
                    [key: string]: unknown;
                };
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart booked a slot (scheduler), or moved a booking to it (`rescheduledFrom`: the booking it replaces, cancelled with reason "rescheduled" in the same transaction). */
        PageBookingCreatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.booking.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** Format: date-time */
                slot: string;
                durationMinutes: number;
                timezone: string;
                /** @description The answers to the Page's booking questions. */
                answers?: {
                    [key: string]: unknown;
                };
                /** @description The IANA timezone the person booked from, when their browser said. */
                visitorTimezone?: string;
                /** @description A reschedule: the id of the booking this one replaces. */
                rescheduledFrom?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A booking was cancelled, by the person who booked it or by the controller. */
        PageBookingCancelledEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.booking.cancelled";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** Format: date-time */
                slot: string;
                /** @enum {string} */
                cancelledBy: "counterpart" | "controller";
                reason?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart signed (e_signature): who, under which name, and the hash of exactly what was signed. */
        PageSignatureCompletedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.signature.completed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                signerName: string;
                documentSha256: string;
                /** @description With named signers (content.signers): how many have signed, of how many, and whether this signature completed it. */
                signing?: {
                    signed: number;
                    of: number;
                    complete: boolean;
                };
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart declined to sign (e_signature). */
        PageSignatureDeclinedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.signature.declined";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                reason?: string;
                documentSha256: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart approved or rejected (approval). */
        PageApprovalDecidedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.approval.decided";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** @enum {string} */
                decision: "approved" | "rejected";
                comment: string;
                /**
                 * @description With named approvers only: the request's outcome after this decision (rejected once one rejects, approved once all approved).
                 * @enum {string}
                 */
                outcome?: "approved" | "rejected" | "pending";
                /** @description With named approvers only: how many of them have decided. */
                approvers?: {
                    decided: number;
                    of: number;
                };
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart uploaded a file (file_vault, file_sharer). */
        PageUploadCreatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.upload.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** @description The requested upload's key. */
                key: string;
                uploadId: string;
                name: string;
                mimeType: string;
                sizeBytes: number;
                sha256: string;
                /** @description Where the controller downloads the file (with the token). */
                fileUrl: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart completed a checklist. */
        PageChecklistCompletedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.checklist.completed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                /** @description The ids of the ticked tasks. */
                checked: string[];
                total: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A counterpart placed an order (order_taker). */
        PageOrderCreatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.order.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionId: string;
                submitterEmail: string;
                submissionsRemaining: number;
                /** @description The control API address of the Page's submissions (fetch with the token). */
                url: string;
                items: {
                    id: string;
                    name: string;
                    quantity: number;
                    unitPrice: number;
                }[];
                total: number;
                currency: string;
                note?: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller invited a person by email: a sign-in link to the Page was queued to them. */
        PageInvitationSentEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.invitation.sent";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                invitationId: string;
                email: string;
                /**
                 * Format: date-time
                 * @description When the link stops working.
                 */
                expiresAt: string;
                /** @description Whether the email was added to the private Page's audience. */
                addedToAudience: boolean;
                /** @description The control API address of the Page's invitations (fetch with the token). */
                url: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An invited person opened the Page for the first time, signed in as the invited email. */
        PageInvitationOpenedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.invitation.opened";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                invitationId: string;
                email: string;
                /** Format: date-time */
                invitedAt: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The controller linked the Page to a Person (with both tokens). */
        PageLinkCreatedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.link.created";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                personId: string;
                personName: string;
                triggers: {
                    on: string[];
                    kinds?: string[];
                } | null;
                approvals: boolean;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A link to a Person was removed, from the Page's side or the Person's (`removedBy`); `destroyed` when the Person was destroyed. */
        PageLinkRemovedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.link.removed";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                personId: string;
                /** @enum {string} */
                removedBy: "person" | "page";
                /** @constant */
                destroyed?: true;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A submission matched a link's triggers and started a task for the linked Person. */
        PageLinkTriggeredEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.link.triggered";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                linkId: string;
                personId: string;
                submissionId: string;
                kind: string;
                taskId: string;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description 10% or less of the term's submissions are left (once per term). */
        PageSubmissionsLowEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.submissions.low";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                submissionsRemaining: number;
                includedSubmissions: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The term's submissions are used up: counterparts are refused until renewal. */
        PageSubmissionsExhaustedEventOutput: {
            /** @description Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq. */
            id: string;
            /** @description 1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too). */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page.submissions.exhausted";
            resourceType: components["schemas"]["ResourceType"];
            resourceId: string;
            /**
             * @description Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits).
             * @enum {string}
             */
            actor: "controller" | "counterpart" | "person" | "system";
            /** @description The signed-in counterpart's email, when a counterpart caused it. */
            actorEmail: string | null;
            data: {
                includedSubmissions: number;
            };
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The data part of every /a2a reply. Built from configuration and code only: it never reads, lists or changes leased resources. */
        A2aAdvice: {
            /** @enum {string} */
            intent: "recommend" | "control" | "clarify";
            recommendation: {
                price: string;
                /** @description Price in the asset's atomic units, as in the x402 challenge. */
                priceAtomic: string;
                network: string;
                asset: {
                    address: string;
                    symbol: string;
                    decimals: number;
                };
                termDays: number;
                included: string;
                resourceType: components["schemas"]["ResourceType"];
                /** @description Page only: the toolType to provision. */
                toolType?: components["schemas"]["ToolType"];
                provisionRoute: string;
                /**
                 * @description The MCP tool at /mcp that provisions the same resource.
                 * @enum {string}
                 */
                mcpTool: "provision_person" | "provision_page";
                /** @description Set the x402 client's per-payment cap to at least this (the price). */
                minimumSpendCap: string;
                /** @description A provision request body to start from. */
                exampleBody: {
                    [key: string]: unknown;
                };
                /** @description Page only: true when the toolType has no safe default content. */
                contentRequired?: boolean;
                /** @description Page only: the content keys of the toolType. */
                contentKeys?: string[];
                /** @description The selection terms the request matched. */
                matched: string[];
                reason: string;
            } | null;
            alternatives: {
                price: string;
                /** @description Price in the asset's atomic units, as in the x402 challenge. */
                priceAtomic: string;
                network: string;
                asset: {
                    address: string;
                    symbol: string;
                    decimals: number;
                };
                termDays: number;
                included: string;
                resourceType: components["schemas"]["ResourceType"];
                /** @description Page only: the toolType to provision. */
                toolType?: components["schemas"]["ToolType"];
                provisionRoute: string;
                /**
                 * @description The MCP tool at /mcp that provisions the same resource.
                 * @enum {string}
                 */
                mcpTool: "provision_person" | "provision_page";
                /** @description Set the x402 client's per-payment cap to at least this (the price). */
                minimumSpendCap: string;
                /** @description A provision request body to start from. */
                exampleBody: {
                    [key: string]: unknown;
                };
                /** @description Page only: true when the toolType has no safe default content. */
                contentRequired?: boolean;
                /** @description Page only: the content keys of the toolType. */
                contentKeys?: string[];
                /** @description The selection terms the request matched. */
                matched: string[];
                reason: string;
            }[];
            /** @description Present when the request asked to act on a leased resource. */
            control?: {
                /**
                 * @description Always false: /a2a never acts on a leased resource.
                 * @constant
                 */
                performed: false;
                resourceType: components["schemas"]["ResourceType"] | null;
                action: ("read" | "write" | "execute" | "destroy" | "renew" | "refresh") | null;
                /** @description The REST routes that do it, with the resource's capability token (renewal: an x402 payment). */
                routes: string[];
                authentication: string;
                /** @description The MCP interface, which takes the same capability token. */
                mcp: string;
                /** @description The MCP tools that do the same as `routes`, with the token in the MCP connection's Authorization header. */
                mcpTools: string[];
            };
            warnings: string[];
            nextSteps: string[];
        };
        /** @description An event with the data schema of its type (the event catalogue; docs/events.md). */
        TypedEvent: components["schemas"]["LeaseProvisionedEventOutput"] | components["schemas"]["LeaseRenewedEventOutput"] | components["schemas"]["LeaseExpiringEventOutput"] | components["schemas"]["LeaseExpiredEventOutput"] | components["schemas"]["LeaseDestroyedEventOutput"] | components["schemas"]["LeaseTokenRefreshedEventOutput"] | components["schemas"]["LeaseTokenReissuedEventOutput"] | components["schemas"]["LeaseOauthGrantCreatedEventOutput"] | components["schemas"]["LeaseOauthGrantRevokedEventOutput"] | components["schemas"]["LeaseSuspendedEventOutput"] | components["schemas"]["LeaseUnsuspendedEventOutput"] | components["schemas"]["LeaseTokensRevokedEventOutput"] | components["schemas"]["LeaseAudienceUpdatedEventOutput"] | components["schemas"]["LeaseWebhookDisabledEventOutput"] | components["schemas"]["PersonUpdatedEventOutput"] | components["schemas"]["PersonKnowledgeAddedEventOutput"] | components["schemas"]["PersonKnowledgeRemovedEventOutput"] | components["schemas"]["PersonStateRecordedEventOutput"] | components["schemas"]["PersonChatMessageEventOutput"] | components["schemas"]["PersonChatFailedEventOutput"] | components["schemas"]["PersonChatAbortedEventOutput"] | components["schemas"]["PersonTaskCreatedEventOutput"] | components["schemas"]["PersonLinkCreatedEventOutput"] | components["schemas"]["PersonLinkRemovedEventOutput"] | components["schemas"]["PersonLinkSkippedEventOutput"] | components["schemas"]["PersonTaskStartedEventOutput"] | components["schemas"]["PersonTaskCompletedEventOutput"] | components["schemas"]["PersonTaskFailedEventOutput"] | components["schemas"]["PersonToolCalledEventOutput"] | components["schemas"]["PersonApprovalRequestedEventOutput"] | components["schemas"]["PersonApprovalDecidedEventOutput"] | components["schemas"]["PersonApprovalCompletedEventOutput"] | components["schemas"]["PersonTurnsLowEventOutput"] | components["schemas"]["PersonTurnsExhaustedEventOutput"] | components["schemas"]["PersonScheduleCreatedEventOutput"] | components["schemas"]["PersonScheduleUpdatedEventOutput"] | components["schemas"]["PersonScheduleDeletedEventOutput"] | components["schemas"]["PersonScheduleFiredEventOutput"] | components["schemas"]["PersonScheduleSkippedEventOutput"] | components["schemas"]["PersonPausedEventOutput"] | components["schemas"]["PersonResumedEventOutput"] | components["schemas"]["PagePersonApprovalRequestedEventOutput"] | components["schemas"]["PagePersonApprovalDecidedEventOutput"] | components["schemas"]["PageUpdatedEventOutput"] | components["schemas"]["PageSubmissionCreatedEventOutput"] | components["schemas"]["PageBookingCreatedEventOutput"] | components["schemas"]["PageBookingCancelledEventOutput"] | components["schemas"]["PageSignatureCompletedEventOutput"] | components["schemas"]["PageSignatureDeclinedEventOutput"] | components["schemas"]["PageApprovalDecidedEventOutput"] | components["schemas"]["PageUploadCreatedEventOutput"] | components["schemas"]["PageChecklistCompletedEventOutput"] | components["schemas"]["PageOrderCreatedEventOutput"] | components["schemas"]["PageInvitationSentEventOutput"] | components["schemas"]["PageInvitationOpenedEventOutput"] | components["schemas"]["PageLinkCreatedEventOutput"] | components["schemas"]["PageLinkRemovedEventOutput"] | components["schemas"]["PageLinkTriggeredEventOutput"] | components["schemas"]["PageSubmissionsLowEventOutput"] | components["schemas"]["PageSubmissionsExhaustedEventOutput"];
    };
    responses: {
        /** @description Gone: the endpoint is disabled (reason `gone`) and nothing more is sent to it; lease.webhook_disabled is recorded. */
        WebhookGone: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Delivered: the attempt ends here. */
        WebhookDelivered: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Any other answer (a 3xx is never followed), a timeout or no answer fails the attempt: it is retried with exponential backoff for at least 3 days, with the same webhook-id, then the endpoint is disabled (reason `failing`) if nothing was delivered to it meanwhile. */
        WebhookFailed: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
        WebhookIdHeader: string;
        /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
        WebhookTimestampHeader: string;
        /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
        WebhookSignatureHeader: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Catalog"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getX402Discovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The x402 discovery document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["X402Discovery"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourceModel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource model, version 1.0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceModel"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgentCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentCard"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    askA2a: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonRpcRequest"];
            };
        };
        responses: {
            /** @description A2A 1.0 JSON-RPC binding (send A2A-Version: 1.0; without it, A2A 0.3). SendMessage answers { message } with a text part and a data part (A2aAdvice); SendStreamingMessage (0.3: message/stream) answers text/event-stream, one JSON-RPC response per `data:` event. Malformed JSON-RPC, unknown methods and unsupported versions are JSON-RPC errors with status 200. It never reads, lists or changes leased resources and takes no token. The agent card is at /.well-known/agent-card.json. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcResponse"];
                    "text/event-stream": string;
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1.0 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy (503 with the same body when a dependency is down). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    provisionPerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description Base64 x402 v2 payment payload, sent on the retry after the 402 challenge. Never invent one. */
                "PAYMENT-SIGNATURE"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonProvisionInput"];
            };
        };
        responses: {
            /** @description The Person and its one-time capability token (capabilityToken.token). */
            201: {
                headers: {
                    /** @description Base64 x402 v2 settlement response. */
                    "PAYMENT-RESPONSE": string;
                    /** @description On the repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer again (body `replayed: true`; a provision's token is not shown again). */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonProvisioned"];
                };
            };
            /** @description The payment was accepted but its settlement is not confirmed yet: retry the same request with the same PAYMENT-SIGNATURE; never pay again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPending"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payment_required`: Payment is required: the PAYMENT-REQUIRED header carries the x402 v2 challenge. `payment_invalid`: The PAYMENT-SIGNATURE is malformed, does not match the challenge, or failed verification (see `reason`); nothing was charged. A fresh challenge is in PAYMENT-REQUIRED. `payment_failed`: Settlement of the payment failed (see `reason`); nothing was charged and no resource was created or renewed. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `active_lease_limit`: The payer already holds the maximum number of active leases (maxActiveLeasesPerPrincipal). `payment_already_used`: This payment authorization was already used; it buys one resource or renewal only. Do not pay again for the same request. `payment_identifier_reused`: This x402 payment-identifier id was already used with another payment or another request (purchase, resource or body) within 24 hours; nothing was charged. Use a new id for a new purchase. `payment_in_progress`: This payment authorization is being processed by another request; retry the same request in a few seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    provisionPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Base64 x402 v2 payment payload, sent on the retry after the 402 challenge. Never invent one. */
                "PAYMENT-SIGNATURE"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageProvisionInput"];
            };
        };
        responses: {
            /** @description The Page and its one-time capability token (capabilityToken.token). */
            201: {
                headers: {
                    /** @description Base64 x402 v2 settlement response. */
                    "PAYMENT-RESPONSE": string;
                    /** @description On the repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer again (body `replayed: true`; a provision's token is not shown again). */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageProvisioned"];
                };
            };
            /** @description The payment was accepted but its settlement is not confirmed yet: retry the same request with the same PAYMENT-SIGNATURE; never pay again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPending"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payment_required`: Payment is required: the PAYMENT-REQUIRED header carries the x402 v2 challenge. `payment_invalid`: The PAYMENT-SIGNATURE is malformed, does not match the challenge, or failed verification (see `reason`); nothing was charged. A fresh challenge is in PAYMENT-REQUIRED. `payment_failed`: Settlement of the payment failed (see `reason`); nothing was charged and no resource was created or renewed. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `active_lease_limit`: The payer already holds the maximum number of active leases (maxActiveLeasesPerPrincipal). `payment_already_used`: This payment authorization was already used; it buys one resource or renewal only. Do not pay again for the same request. `payment_identifier_reused`: This x402 payment-identifier id was already used with another payment or another request (purchase, resource or body) within 24 hours; nothing was charged. Use a new id for a new purchase. `payment_in_progress`: This payment authorization is being processed by another request; retry the same request in a few seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renewLease: {
        parameters: {
            query?: never;
            header?: {
                /** @description Base64 x402 v2 payment payload, sent on the retry after the 402 challenge. Never invent one. */
                "PAYMENT-SIGNATURE"?: string;
            };
            path: {
                type: components["schemas"]["ResourceType"];
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The renewed lease. */
            201: {
                headers: {
                    /** @description Base64 x402 v2 settlement response. */
                    "PAYMENT-RESPONSE": string;
                    /** @description On the repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer again (body `replayed: true`; a provision's token is not shown again). */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Renewal"];
                };
            };
            /** @description The payment was accepted but its settlement is not confirmed yet: retry the same request with the same PAYMENT-SIGNATURE; never pay again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPending"];
                };
            };
            /** @description `payment_required`: Payment is required: the PAYMENT-REQUIRED header carries the x402 v2 challenge. `payment_invalid`: The PAYMENT-SIGNATURE is malformed, does not match the challenge, or failed verification (see `reason`); nothing was charged. A fresh challenge is in PAYMENT-REQUIRED. `payment_failed`: Settlement of the payment failed (see `reason`); nothing was charged and no resource was created or renewed. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_not_active`: The lease is not in a state that allows this (for example, its first payment is still settling). `payment_already_used`: This payment authorization was already used; it buys one resource or renewal only. Do not pay again for the same request. `payment_identifier_reused`: This x402 payment-identifier id was already used with another payment or another request (purchase, resource or body) within 24 hours; nothing was charged. Use a new id for a new purchase. `payment_in_progress`: This payment authorization is being processed by another request; retry the same request in a few seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_destroyed`: The resource was destroyed; it cannot be controlled or renewed. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renewPerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description Base64 x402 v2 payment payload, sent on the retry after the 402 challenge. Never invent one. */
                "PAYMENT-SIGNATURE"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The renewed lease. */
            201: {
                headers: {
                    /** @description Base64 x402 v2 settlement response. */
                    "PAYMENT-RESPONSE": string;
                    /** @description On the repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer again (body `replayed: true`; a provision's token is not shown again). */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Renewal"];
                };
            };
            /** @description The payment was accepted but its settlement is not confirmed yet: retry the same request with the same PAYMENT-SIGNATURE; never pay again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPending"];
                };
            };
            /** @description `payment_required`: Payment is required: the PAYMENT-REQUIRED header carries the x402 v2 challenge. `payment_invalid`: The PAYMENT-SIGNATURE is malformed, does not match the challenge, or failed verification (see `reason`); nothing was charged. A fresh challenge is in PAYMENT-REQUIRED. `payment_failed`: Settlement of the payment failed (see `reason`); nothing was charged and no resource was created or renewed. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_not_active`: The lease is not in a state that allows this (for example, its first payment is still settling). `payment_already_used`: This payment authorization was already used; it buys one resource or renewal only. Do not pay again for the same request. `payment_identifier_reused`: This x402 payment-identifier id was already used with another payment or another request (purchase, resource or body) within 24 hours; nothing was charged. Use a new id for a new purchase. `payment_in_progress`: This payment authorization is being processed by another request; retry the same request in a few seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_destroyed`: The resource was destroyed; it cannot be controlled or renewed. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renewPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Base64 x402 v2 payment payload, sent on the retry after the 402 challenge. Never invent one. */
                "PAYMENT-SIGNATURE"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The renewed lease. */
            201: {
                headers: {
                    /** @description Base64 x402 v2 settlement response. */
                    "PAYMENT-RESPONSE": string;
                    /** @description On the repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer again (body `replayed: true`; a provision's token is not shown again). */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Renewal"];
                };
            };
            /** @description The payment was accepted but its settlement is not confirmed yet: retry the same request with the same PAYMENT-SIGNATURE; never pay again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPending"];
                };
            };
            /** @description `payment_required`: Payment is required: the PAYMENT-REQUIRED header carries the x402 v2 challenge. `payment_invalid`: The PAYMENT-SIGNATURE is malformed, does not match the challenge, or failed verification (see `reason`); nothing was charged. A fresh challenge is in PAYMENT-REQUIRED. `payment_failed`: Settlement of the payment failed (see `reason`); nothing was charged and no resource was created or renewed. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_not_active`: The lease is not in a state that allows this (for example, its first payment is still settling). `payment_already_used`: This payment authorization was already used; it buys one resource or renewal only. Do not pay again for the same request. `payment_identifier_reused`: This x402 payment-identifier id was already used with another payment or another request (purchase, resource or body) within 24 hours; nothing was charged. Use a new id for a new purchase. `payment_in_progress`: This payment authorization is being processed by another request; retry the same request in a few seconds. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_destroyed`: The resource was destroyed; it cannot be controlled or renewed. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The replacement token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenRefresh"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    walletChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletChallengeInput"];
            };
        };
        responses: {
            /** @description The message to sign, its sign-in-with-x fields and when its nonce expires. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletChallenge"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. `wallet_chain_unsupported`: The wallet challenge names another chain than the service's payment network (the catalog's network): only the wallet that paid, on that chain, can sign in. Nothing was written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    walletListLeases: {
        parameters: {
            query?: never;
            header: {
                /** @description The signed wallet challenge: base64 of the challenge's `payload` JSON with `signature` added (@x402/extensions encodeSIWxHeader). Single use: every call needs a fresh challenge. */
                "SIGN-IN-WITH-X": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet's leases, newest first; the nonce is used up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletLeases"];
                };
            };
            /** @description `wallet_signin_invalid`: The wallet proof (the SIGN-IN-WITH-X header over REST, the signIn argument over MCP) is missing, too large, or does not parse as a base64 sign-in-with-x payload (CAIP-122 / EIP-4361 fields and a signature). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `wallet_nonce_invalid`: The signed message's nonce is not one this service issued to that wallet on this chain, or it was used already: every challenge (POST /api/v3/wallet/challenge) is good for one call. Ask for a new one. `wallet_nonce_expired`: The signed message's nonce expired (a challenge lives 5 minutes): ask for a new challenge and sign it. `wallet_domain_mismatch`: The signed message is for another domain or URI than this service's configured public address: sign the message the challenge returned, unchanged. `wallet_chain_mismatch`: The signed message names another chain than the one its challenge was issued for (the service's payment network). `wallet_signature_invalid`: The signature does not verify for the message's address (EOA signatures, EIP-1271 deployed and EIP-6492 counterfactual smart wallets are checked on the payment network), or the message differs from the one issued. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    walletReissueToken: {
        parameters: {
            query?: never;
            header: {
                /** @description The signed wallet challenge: base64 of the challenge's `payload` JSON with `signature` added (@x402/extensions encodeSIWxHeader). Single use: every call needs a fresh challenge. */
                "SIGN-IN-WITH-X": string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new token (shown once) and how many earlier tokens were revoked; the lease records lease.token_reissued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletReissue"];
                };
            };
            /** @description `wallet_signin_invalid`: The wallet proof (the SIGN-IN-WITH-X header over REST, the signIn argument over MCP) is missing, too large, or does not parse as a base64 sign-in-with-x payload (CAIP-122 / EIP-4361 fields and a signature). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `wallet_nonce_invalid`: The signed message's nonce is not one this service issued to that wallet on this chain, or it was used already: every challenge (POST /api/v3/wallet/challenge) is good for one call. Ask for a new one. `wallet_nonce_expired`: The signed message's nonce expired (a challenge lives 5 minutes): ask for a new challenge and sign it. `wallet_domain_mismatch`: The signed message is for another domain or URI than this service's configured public address: sign the message the challenge returned, unchanged. `wallet_chain_mismatch`: The signed message names another chain than the one its challenge was issued for (the service's payment network). `wallet_signature_invalid`: The signature does not verify for the message's address (EOA signatures, EIP-1271 deployed and EIP-6492 counterfactual smart wallets are checked on the payment network), or the message differs from the one issued. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_not_active`: The lease is not in a state that allows this (for example, its first payment is still settling). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Person. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    destroyPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The destroyed Person. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Destroyed"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonPatchInput"];
            };
        };
        responses: {
            /** @description The updated Person. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setPersonAudience: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AudienceInput"];
            };
        };
        responses: {
            /** @description The updated access. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Access"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listKnowledgeFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The knowledge files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFileList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addKnowledgeFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeFileInput"];
            };
        };
        responses: {
            /** @description The knowledge file granted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFile"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. `storage_quota_exceeded`: The resource holds as much as its storage quota allows (the catalog's quotas: a Person's knowledge, a Page's uploads); nothing was stored. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeKnowledgeFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The knowledge file's id. */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFileRemoved"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPersonApprovals: {
        parameters: {
            query?: {
                /** @description Only requests in this status (default all), newest first. */
                status?: "pending" | "approved" | "denied" | "expired";
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests, newest first (at most 100). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonApprovalList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPersonApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The approval request's id (apr_…). */
                approvalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonApproval"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    answerPersonApproval: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The approval request's id (apr_…). */
                approvalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonApprovalDecision"];
            };
        };
        responses: {
            /** @description The answered request (status approved or denied). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonApproval"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. `approval_closed`: The approval request was answered or expired already: each is answered once. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tasks, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskInput"];
            };
        };
        responses: {
            /** @description The task created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatWithPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatInput"];
            };
        };
        responses: {
            /** @description The Person's reply as server-sent events: the AI SDK UI message stream protocol (header x-vercel-ai-ui-message-stream: v1), which useChat and any AI SDK client read directly; the body useChat's default transport sends (DefaultChatTransport: {id, messages: UI messages with parts, trigger}) is taken as it is, with `Authorization: Bearer` in its headers (see ChatInput). Each event is `data: <JSON>`: start (messageId: the reply's id; messageMetadata {sessionId, turnsRemaining, model}), start-step, text-start, text-delta {delta}, text-end, tool-input-start, tool-input-available {toolName, input}, tool-output-available {output}, finish-step, finish, error {errorText}; the stream ends with `data: [DONE]`. The session id is also in the X-Leasehold-Session-Id header. See docs/api.md. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `person_paused`: The Person is paused (POST …/persons/{id}/pause): it takes no chat turn and runs no task until its controller resumes it (POST …/persons/{id}/resume); nothing was taken or stored. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. `turns_exhausted`: The Person's included turns for this term are used up; renew the lease. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTimeline: {
        parameters: {
            query?: {
                /** @description Events per page, 1 to 200. */
                limit?: number;
                /** @description nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of timeline events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timeline"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getState: {
        parameters: {
            query?: {
                /** @description A scope of the derived state; `default` when omitted. */
                scopeId?: string;
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The derived state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonState"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPersonEvents: {
        parameters: {
            query?: {
                /** @description The last event already seen, by its seq (`41`) or its id (`evt_<resourceId>_41`, as JSON pages, the stream's data and webhooks carry it): the answer starts after it (JSON: default 0, from the first; the stream: default now). The stream also reads Last-Event-ID, which takes the same two forms. */
                after?: string;
                /** @description Events per page (JSON), 1 to 200. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON: the events after `after` (EventList; each event's data is its type's, see TypedEvent). With Accept: text/event-stream: a stream of the events after Last-Event-ID, `after`, or from now; each message has `id:` the seq, `event:` the type and `data:` the event (TypedEvent) as JSON, with `: heartbeat` comments. The stream ends after at most 290 s (and after lease.destroyed or lease.token_refreshed); reconnect with Last-Event-ID to continue without loss or repeats. More than 5 open streams per resource: 429. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                    "text/event-stream": string;
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPersonLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    linkPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkInput"];
            };
        };
        responses: {
            /** @description The link (never the page token). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `page_token_invalid`: The link's pageToken is not a live capability token of a Page: malformed, unknown, revoked, expired, a Person's token, or its Page's lease is expired or destroyed. Nothing was written; the token is never echoed. `link_forbidden`: The Page and the Person are leased by different controllers (payer addresses): only a controller of both may link them. Nothing was written. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. `approvers_required`: An Approval Page was linked with approvals: true but its content names no approvers (content.approvers): a Person's approval requests are answered only by named approvers. Name them (PATCH the Page's content), then link again. Nothing was written. `conflict`: The request conflicts with the current state of the resource. `link_limit`: The Person or the Page has as many links as allowed (10 each); remove one first. Nothing was written. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unlinkPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The link's id. */
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkRemoved"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pausePerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PauseInput"];
            };
        };
        responses: {
            /** @description The Person, paused (paused: true, pausedAt). Pausing a paused Person changes nothing. The body is {} or {reason}; person.paused is recorded with the reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resumePerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PauseInput"];
            };
        };
        responses: {
            /** @description The Person, running (paused: false). Resuming a running Person changes nothing. The body is {} or {reason}; person.resumed is recorded with the reason and the number of tasks requeued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPersonUsage: {
        parameters: {
            query?: {
                /** @description First UTC day (YYYY-MM-DD); default the day the current term started. */
                from?: string;
                /** @description Last UTC day (YYYY-MM-DD), inclusive; default today (or the term's last day when it has ended). At most 366 days from `from`. */
                to?: string;
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every UTC day from `from` to `to` (default the current term up to today; at most 366 days), with their totals and the term's turns used and remaining. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonUsage"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundle (format leasehold.person-export/1; docs/persons.md). Open while the lease is active or expired, until it is destroyed. Capped: at most 500 tasks, 200 chat sessions of at most 500 messages and 4000000 characters of messages in all, and 10000 timeline events (the newest); `truncated` says which part reached its cap. Never a capability token or a webhook secret; the tools configuration is the Person record's. Streamed as it is read (no Content-Length); one export of a Person runs at a time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonExport"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `export_in_progress`: An export of this Person is being produced already (REST or MCP): one runs at a time. Retry when it has finished. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    destroyPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The destroyed Page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Destroyed"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PagePatchInput"];
            };
        };
        responses: {
            /** @description The updated Page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setPageAudience: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AudienceInput"];
            };
        };
        responses: {
            /** @description The updated access. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Access"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPageInvitations: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invitations, newest first (pass nextCursor as cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteToPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationInput"];
            };
        };
        responses: {
            /** @description The invitation, emailed: a sign-in link that works once, for 7 days, in the Page's language, naming its organisation, label and contact (page.invitation.sent is recorded). A private Page adds the email to its audience (addedToAudience). The same address again within 10 minutes answers 200 with that invitation (repeated: true) and sends nothing. At most 50 invitations per Page in 24 hours (429 rate_limited with Retry-After); 409 conflict when a private Page's audience is full; 503 service_unavailable when email sign-in is not configured. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSent"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: A dependency (database, facilitator, model) is unavailable; retry later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description files[].uploadId of an upload submission, or <field>.uploadId of a form submission's file field. */
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes, streamed, with its media type and Content-Disposition: attachment; X-Content-SHA256 has its hash. A file that is not part of a submission is 404. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadSignedCopy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The id of a signature submission (GET …/submissions). */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf, Content-Disposition: attachment. The same bytes the signer was emailed when they signed (built again from the signature record; its SHA-256 is the record's data.pdfSha256, and /verify accepts it). Any other submission, or another Page's, is 404. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSubmissions: {
        parameters: {
            query?: {
                limit?: number;
                /** @description nextCursor of the previous page. */
                cursor?: string;
                /** @description csv answers text/csv with one row per submission. */
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of submissions, newest first: at most `limit`, and about 1 MiB of submission data (always at least one); nextCursor goes on from there. With format=csv: text/csv, one row per submission, the next cursor in X-Next-Cursor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionList"];
                    "text/csv": string;
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The booking submission's id (GET …/submissions, kind booking). */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCancelInput"];
            };
        };
        responses: {
            /** @description The cancelled booking (data.cancelledAt, cancelledBy, cancelReason). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPageEvents: {
        parameters: {
            query?: {
                /** @description The last event already seen, by its seq (`41`) or its id (`evt_<resourceId>_41`, as JSON pages, the stream's data and webhooks carry it): the answer starts after it (JSON: default 0, from the first; the stream: default now). The stream also reads Last-Event-ID, which takes the same two forms. */
                after?: string;
                /** @description Events per page (JSON), 1 to 200. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON: the events after `after` (EventList; each event's data is its type's, see TypedEvent). With Accept: text/event-stream: a stream of the events after Last-Event-ID, `after`, or from now; each message has `id:` the seq, `event:` the type and `data:` the event (TypedEvent) as JSON, with `: heartbeat` comments. The stream ends after at most 290 s (and after lease.destroyed or lease.token_refreshed); reconnect with Last-Event-ID to continue without loss or repeats. More than 5 open streams per resource: 429. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                    "text/event-stream": string;
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPageLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unlinkPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The link's id. */
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkRemoved"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPersonWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPersonWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookInput"];
            };
        };
        responses: {
            /** @description The endpoint with its signing secret (secret), shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. `url_not_allowed`: The URL may not be called: it must be https with a public host, and every address its host resolves to must be public (not loopback, private, link-local, carrier-grade NAT, multicast or a cloud metadata address); `error` says which rule it broke. Nothing was written or charged. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `webhook_limit`: The resource has as many webhook endpoints as allowed (the catalog's webhooks.maxEndpoints); delete one first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPersonWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePersonWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description It is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeleted"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePersonWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPatch"];
            };
        };
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. `url_not_allowed`: The URL may not be called: it must be https with a public host, and every address its host resolves to must be public (not loopback, private, link-local, carrier-grade NAT, multicast or a cloud metadata address); `error` says which rule it broke. Nothing was written or charged. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotatePersonWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret, shown only here. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPersonWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Attempts per page, 1 to 100. */
                limit?: number;
                /** @description nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attempts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverPersonWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeliverInput"];
            };
        };
        responses: {
            /** @description What was queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redelivered"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPageWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPageWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookInput"];
            };
        };
        responses: {
            /** @description The endpoint with its signing secret (secret), shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. `url_not_allowed`: The URL may not be called: it must be https with a public host, and every address its host resolves to must be public (not loopback, private, link-local, carrier-grade NAT, multicast or a cloud metadata address); `error` says which rule it broke. Nothing was written or charged. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `webhook_limit`: The resource has as many webhook endpoints as allowed (the catalog's webhooks.maxEndpoints); delete one first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPageWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePageWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description It is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeleted"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePageWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPatch"];
            };
        };
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. `url_not_allowed`: The URL may not be called: it must be https with a public host, and every address its host resolves to must be public (not loopback, private, link-local, carrier-grade NAT, multicast or a cloud metadata address); `error` says which rule it broke. Nothing was written or charged. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotatePageWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret, shown only here. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPageWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Attempts per page, 1 to 100. */
                limit?: number;
                /** @description nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attempts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverPageWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeliverInput"];
            };
        };
        responses: {
            /** @description What was queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redelivered"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleInput"];
            };
        };
        responses: {
            /** @description The schedule, with its next run (nextRunAt, UTC). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. `schedule_limit`: The Person has as many schedules as allowed (20, finished one-time schedules included); delete one first. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The schedule's id. */
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The schedule's id. */
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description It is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleDeleted"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The schedule's id. */
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulePatch"];
            };
        };
        responses: {
            /** @description The schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description `invalid_json`: The request body is not valid JSON. `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `lease_expired`: The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint. */
            402: {
                headers: {
                    /** @description Base64 JSON x402 v2 challenge (payment_required only). */
                    "PAYMENT-REQUIRED": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request. `idempotency_key_in_progress`: The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer. `conflict`: The request conflicts with the current state of the resource. */
            409: {
                headers: {
                    /** @description Seconds to wait (idempotency_key_in_progress). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: The request body exceeds the size limit for this route. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: The request body must be sent as application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `resource_suspended`: The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listScheduleRuns: {
        parameters: {
            query?: {
                /** @description Runs per page, 1 to 100 (default 20). */
                limit?: number;
                /** @description nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The schedule's id. */
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Runs, newest first (the last 200 are kept). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleRunList"];
                };
            };
            /** @description `validation_failed`: The request body, path or query does not match the schema; `details` lists each problem by field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPersonOAuthGrants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grants, newest first: every live one and those revoked in the last 30 days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthGrantList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokePersonOAuthGrant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The grant's id. */
                grantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grant, revoked (revoking it again answers the same). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthGrant"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPageOAuthGrants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grants, newest first: every live one and those revoked in the last 30 days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthGrantList"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokePageOAuthGrant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource identifier. */
                id: string;
                /** @description The grant's id. */
                grantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grant, revoked (revoking it again answers the same). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthGrant"];
                };
            };
            /** @description `unauthorized`: The bearer capability token is missing, malformed, expired, revoked or issued for another resource. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: No such route, or no such resource for this token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `method_not_allowed`: The route exists but does not accept this HTTP method; see the Allow header. */
            405: {
                headers: {
                    /** @description Methods the route accepts. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: Too many requests; retry after the Retry-After header's seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait (rate_limited). */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: An unexpected error on our side; nothing was changed. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deliverLeaseProvisionedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseProvisionedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseRenewedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseRenewedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseExpiringEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseExpiringEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseExpiredEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseExpiredEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseDestroyedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseDestroyedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseTokenRefreshedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseTokenRefreshedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseTokenReissuedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseTokenReissuedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseOauthGrantCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseOauthGrantCreatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseOauthGrantRevokedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseOauthGrantRevokedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseSuspendedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseSuspendedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseUnsuspendedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseUnsuspendedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseTokensRevokedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseTokensRevokedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseAudienceUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseAudienceUpdatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverLeaseWebhookDisabledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaseWebhookDisabledEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonUpdatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonKnowledgeAddedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonKnowledgeAddedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonKnowledgeRemovedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonKnowledgeRemovedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonStateRecordedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonStateRecordedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonChatMessageEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonChatMessageEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonChatFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonChatFailedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonChatAbortedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonChatAbortedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonTaskCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonTaskCreatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonLinkCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonLinkCreatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonLinkRemovedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonLinkRemovedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonLinkSkippedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonLinkSkippedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonTaskStartedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonTaskStartedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonTaskCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonTaskCompletedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonTaskFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonTaskFailedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonToolCalledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonToolCalledEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonApprovalRequestedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonApprovalRequestedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonApprovalDecidedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonApprovalDecidedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonApprovalCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonApprovalCompletedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonTurnsLowEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonTurnsLowEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonTurnsExhaustedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonTurnsExhaustedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonScheduleCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonScheduleCreatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonScheduleUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonScheduleUpdatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonScheduleDeletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonScheduleDeletedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonScheduleFiredEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonScheduleFiredEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonScheduleSkippedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonScheduleSkippedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonPausedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonPausedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPersonResumedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonResumedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPagePersonApprovalRequestedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PagePersonApprovalRequestedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPagePersonApprovalDecidedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PagePersonApprovalDecidedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageUpdatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageSubmissionCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageSubmissionCreatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageBookingCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageBookingCreatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageBookingCancelledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageBookingCancelledEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageSignatureCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageSignatureCompletedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageSignatureDeclinedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageSignatureDeclinedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageApprovalDecidedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageApprovalDecidedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageUploadCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageUploadCreatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageChecklistCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageChecklistCompletedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageOrderCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageOrderCreatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageInvitationSentEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageInvitationSentEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageInvitationOpenedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageInvitationOpenedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageLinkCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageLinkCreatedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageLinkRemovedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageLinkRemovedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageLinkTriggeredEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageLinkTriggeredEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageSubmissionsLowEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageSubmissionsLowEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
    deliverPageSubmissionsExhaustedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it. */
                "webhook-id": components["parameters"]["WebhookIdHeader"];
                /** @description This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock. */
                "webhook-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint's `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation's overlap. Accept when any of them matches (compare in constant time). */
                "webhook-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageSubmissionsExhaustedEvent"];
            };
        };
        responses: {
            410: components["responses"]["WebhookGone"];
            "2XX": components["responses"]["WebhookDelivered"];
            default: components["responses"]["WebhookFailed"];
        };
    };
}
