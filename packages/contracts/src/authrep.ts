import { z } from 'zod';
import { endpoints, OkResult } from './endpoint';
import { AUTHORITY_STATUSES, AUTHREP_CALLS, REP_KINDS, REP_LOOKUP_MAX, REP_PROGRAMMES } from './authrep-api';
import { MAX_FILE_NAME_LENGTH } from './upload-rules';
import { line } from './validation';

export * from './authrep-api';

/** One representation as either side sees it: the other person's name, never their contact details. */
export const Representation = z.object({
  id: z.uuid(),
  name: z.string(),
  programmes: z.array(z.enum(REP_PROGRAMMES)),
  kind: z.enum(REP_KINDS),
  createdOn: z.string(),
  authorityStatus: z.enum(AUTHORITY_STATUSES),
});
export type Representation = z.infer<typeof Representation>;

export const AuthorizedRep = z.object({
  /** The state provisioned this account as a representative (spec §3). */
  isProvisionedAuthRep: z.boolean(),
  /** People who act for the signed-in person. */
  representatives: z.array(Representation),
  /** People the signed-in person acts for. */
  actingForPeople: z.array(Representation),
  /** The representation the session acts through now, if any. */
  actingFor: Representation.nullable(),
});
export type AuthorizedRep = z.infer<typeof AuthorizedRep>;

export const NameRepresentativeRequest = z.object({
  /** The representative's username or e-mail address. */
  lookup: line(REP_LOOKUP_MAX).min(1, 'validation.required'),
  programmes: z
    .array(z.enum(REP_PROGRAMMES))
    .min(1, 'validation.required')
    .refine((p) => new Set(p).size === p.length, 'validation.invalid'),
});
export type NameRepresentativeRequest = z.input<typeof NameRepresentativeRequest>;

const RepresentationId = z.object({ representationId: z.uuid('validation.invalid') });
export const ActForRequest = z.object({ representationId: z.uuid('validation.invalid').nullable() });
export type ActForRequest = z.infer<typeof ActForRequest>;
/** One file, as the documents feature's upload calls carry it (base64, streamed to disk by the server). */
export const AuthorityUploadRequest = RepresentationId.extend({
  attachment_name: line(MAX_FILE_NAME_LENGTH, 'validation.upload.fileName').min(1, 'validation.required'),
  attachment_id: z.uuid('validation.invalid'),
  attachment_base_64_data: z.string().min(1, 'validation.required'),
});
export type AuthorityUploadRequest = z.infer<typeof AuthorityUploadRequest>;
export const AuthorityUploadResult = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  /** Which upload rule refused the file (UPLOAD_PROBLEMS), if one did. */
  code: z.string().nullable(),
  representation: Representation.nullable(),
});
export type AuthorityUploadResult = z.infer<typeof AuthorityUploadResult>;

export const AUTHREP_ENDPOINTS = endpoints('authorized representatives', AUTHREP_CALLS, {
  authorizedRep: {
    summary: 'Whether the state provisioned this representative, who acts for the person, whom they act for',
    response: AuthorizedRep,
  },
  nameRepresentative: {
    summary: 'Names another portal account (not provider staff, not oneself) to act for the person',
    body: NameRepresentativeRequest,
    response: Representation,
    errors: [409],
  },
  revokeRepresentative: {
    summary: "Ends one of the person's representations at once",
    body: RepresentationId,
    response: OkResult,
  },
  actFor: {
    summary: 'Starts acting for a person the signed-in representative represents, or stops (null)',
    body: ActForRequest,
    response: AuthorizedRep,
  },
  uploadAuthorityDocument: {
    summary:
      "Uploads proof of authority for medical assistance; a caseworker reviews it with the person's applications",
    body: AuthorityUploadRequest,
    response: AuthorityUploadResult,
    errors: [413],
  },
});
