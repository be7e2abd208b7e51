-- A Person's public profile, set by the controller (lib/persons/schemas.ts PersonProfileSchema):
-- what counterparts see on its chat page instead of the internal goal.
ALTER TABLE "Person" ADD COLUMN "profile" JSONB;
