import { Agent } from "undici";

/** Sends the Blob SDK's requests to a fake store's local server (see the .mjs). */
export declare class BlobRedirect extends Agent {
  constructor(target: string);
}
