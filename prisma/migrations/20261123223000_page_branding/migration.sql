-- A Page's branding, set by the controller (lib/pages/branding.ts).
ALTER TABLE "Page" ADD COLUMN "branding" JSONB;
