import { UA_BASE } from './api';
import { call } from './http';

/**
 * Authorized representatives (spec part 2 §3 "Authorized-rep display", §6, §7; ADR 0119): a
 * resident names another portal account to act for them; the representative switches to acting
 * for the person. Zod-free (the dashboard imports it); schemas are in authrep.ts.
 */
const AR = `${UA_BASE}/nf_authrep`;
export const AUTHREP_CALLS = {
  /** Who acts for the signed-in person, whom they act for, and whom they act for now. */
  authorizedRep: call('GET', `${AR}/authorized_rep`),
  /** Invites an account to act for the person (the answer is the same whatever the look-up finds). */
  nameRepresentative: call('POST', `${AR}/name_representative`),
  /** The invited account accepts (the representation begins) or declines. */
  respondToInvitation: call('POST', `${AR}/respond_to_invitation`),
  /** The person withdraws an invitation not yet answered. */
  withdrawInvitation: call('POST', `${AR}/withdraw_invitation`),
  revokeRepresentative: call('POST', `${AR}/revoke_representative`),
  /** Starts acting for a person (a representation id) or stops (null). */
  actFor: call('POST', `${AR}/act_for`),
  /** The representative uploads proof of authority for medical assistance (a document staff review). */
  uploadAuthorityDocument: call('POST', `${AR}/upload_authority_document`),
};

/** Programmes a representative may be named for (code table ProgramType). */
export const REP_PROGRAMMES = ['FNS', 'MA', 'WF', 'LIEAP'] as const;
export type RepProgramme = (typeof REP_PROGRAMMES)[number];
/** The representation programme an application's programme falls under (COVID-19 help is medical). */
export const REP_PROGRAMME_OF: Record<string, RepProgramme> = {
  FNS: 'FNS',
  DSNAP: 'FNS',
  MA: 'MA',
  COVID: 'MA',
  WF: 'WF',
  LIEAP: 'LIEAP',
};
export const REP_KINDS = ['REGULAR', 'PROVISIONED'] as const;
/** NONE before proof is uploaded; PENDING until a caseworker accepts (ACCEPTED) or rejects it (REJECTED). */
export const AUTHORITY_STATUSES = ['NONE', 'PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type AuthorityStatus = (typeof AUTHORITY_STATUSES)[number];
/** A username or an e-mail address. */
export const REP_LOOKUP_MAX = 254;
/** An invitation to act for someone can be accepted for this many days. */
export const INVITATION_DAYS = 14;
/** An invitation as the person who sent it sees it. */
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
