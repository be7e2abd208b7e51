-- The capability token that approved an OAuth grant: refreshing or revoking it revokes the grant.
ALTER TABLE "OAuthGrant" ADD COLUMN "capabilityTokenId" TEXT;
CREATE INDEX "OAuthGrant_capabilityTokenId_idx" ON "OAuthGrant"("capabilityTokenId");
-- Unused dynamic client registrations are swept: "has it a grant?" is one index lookup.
CREATE INDEX "OAuthGrant_clientId_idx" ON "OAuthGrant"("clientId");
CREATE INDEX "OAuthClient_createdAt_idx" ON "OAuthClient"("createdAt");
