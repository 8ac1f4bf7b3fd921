-- What a resident may send for a verification item now comes from the VerificationEvidence
-- code table, in the reader's language; the English-only free text is no longer kept.
ALTER TABLE verification_items DROP COLUMN detail;
