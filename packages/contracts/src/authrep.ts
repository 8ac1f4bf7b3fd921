import { z } from 'zod';
import { endpoints, OkResult } from './endpoint';
import {
  AUTHORITY_STATUSES,
  AUTHREP_CALLS,
  INVITATION_STATUSES,
  REP_KINDS,
  REP_LOOKUP_MAX,
  REP_PROGRAMMES,
} from './authrep-api';
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

/** An invitation the signed-in account received: who invites them, for what, until when. */
export const ReceivedInvitation = z.object({
  id: z.uuid(),
  name: z.string(),
  programmes: z.array(z.enum(REP_PROGRAMMES)),
  createdOn: z.string(),
  expiresOn: z.string(),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;

/** An invitation the signed-in person sent: what they typed, never whether an account has it. */
export const SentInvitation = z.object({
  id: z.uuid(),
  lookup: z.string(),
  programmes: z.array(z.enum(REP_PROGRAMMES)),
  createdOn: z.string(),
  expiresOn: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type SentInvitation = z.infer<typeof SentInvitation>;

export const AuthorizedRep = z.object({
  /** The state provisioned this account as a representative (spec §3). */
  isProvisionedAuthRep: z.boolean(),
  /** People who act for the signed-in person. */
  representatives: z.array(Representation),
  /** People the signed-in person acts for. */
  actingForPeople: z.array(Representation),
  /** The representation the session acts through now, if any. */
  actingFor: Representation.nullable(),
  /** Invitations to act for someone, waiting for this account's answer. */
  invitations: z.array(ReceivedInvitation),
  /** Invitations the signed-in person sent (the latest first). */
  sentInvitations: z.array(SentInvitation),
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

/** The same answer whatever the look-up found: an invitation was sent if the account may be invited. */
export const NameRepresentativeResult = z.object({ isSuccess: z.boolean(), message: z.string() });
export type NameRepresentativeResult = z.infer<typeof NameRepresentativeResult>;

export const RespondToInvitationRequest = z.object({ invitationId: z.uuid('validation.invalid'), accept: z.boolean() });
export type RespondToInvitationRequest = z.infer<typeof RespondToInvitationRequest>;
export const InvitationId = z.object({ invitationId: z.uuid('validation.invalid') });

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
    summary:
      'Invites another portal account to act for the person; the answer is the same whether or not an account may be invited',
    body: NameRepresentativeRequest,
    response: NameRepresentativeResult,
    errors: [429],
  },
  respondToInvitation: {
    summary: 'The invited account accepts (the representation begins) or declines an invitation',
    body: RespondToInvitationRequest,
    response: AuthorizedRep,
  },
  withdrawInvitation: {
    summary: 'The person withdraws an invitation not yet answered',
    body: InvitationId,
    response: OkResult,
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
