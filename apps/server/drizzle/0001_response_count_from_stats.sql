-- A form's response count is the sum of its response_stats shards: one counter row per form
-- was updated by every submission and made concurrent submissions to a form queue on it.
ALTER TABLE "forms" DROP COLUMN "response_count";