import { z } from 'zod';
import { CASEWORKER_CALLS } from './caseworker-api';
import { endpoints } from './endpoint';

export * from './caseworker-api';

/**
 * Caseworker information (spec part 1 §3.2): the local office and caseworker of each case of
 * the person an enhanced account is linked to, and the person's own contact details on record.
 * Details are present only where the matching show flag is true (null otherwise).
 */

/** One contact detail of the person, as recorded by the agency. */
export const ContactDetail = z.object({
  /** RESIDENTIAL for the address; PRIMARY for the e-mail and phone on record. */
  type: z.string(),
  value: z.string(),
});
export type ContactDetail = z.infer<typeof ContactDetail>;

export const CaseOffice = z.object({
  name: z.string(),
  county: z.string(),
  addressString: z.string(),
  phoneNumberString: z.string(),
  email: z.string().nullable(),
  hours: z.string().nullable(),
});
export type CaseOffice = z.infer<typeof CaseOffice>;

export const CaseCaseworker = z.object({
  cwName: z.string(),
  phoneNumberString: z.string().nullable(),
  email: z.string().nullable(),
});
export type CaseCaseworker = z.infer<typeof CaseCaseworker>;

/** One entry of caseDtls.citizenCases. */
export const CitizenCase = z.object({
  caseReference: z.string(),
  /** ACTIVE, SUSPENDED or CLOSED. */
  caseStatus: z.string(),
  /** Programme names on the case, in the caller's language. */
  programNames: z.array(z.string()),
  office: CaseOffice,
  /** True when the case has a caseworker the person may contact (an assigned worker on an open case). */
  showCaseworkerDetailsInd: z.boolean(),
  caseworker: CaseCaseworker.nullable(),
});
export type CitizenCase = z.infer<typeof CitizenCase>;

export const CaseworkerInfo = z.object({
  isSuccess: z.boolean(),
  /** Primary person's name and the reference of the first open case ("Ana Rivera C-100234"); null without an open case. */
  caseNameRef: z.string().nullable(),
  /** The caseworker of that case, when the show flag allows. */
  cwName: z.string().nullable(),
  dtls: z.object({
    showCaseworkerDetailsInd: z.boolean(),
    showClientDetailsInd: z.boolean(),
    /** Address and phone of the office that owns that case. */
    caseownerAddressString: z.string().nullable(),
    caseownerPhoneNumberString: z.string().nullable(),
    caseDtls: z.object({ citizenCases: z.array(CitizenCase) }),
    contactDtls: z.object({
      addressList: z.array(ContactDetail),
      emailList: z.array(ContactDetail),
      phoneList: z.array(ContactDetail),
    }),
  }),
});
export type CaseworkerInfo = z.infer<typeof CaseworkerInfo>;

export const CASEWORKER_ENDPOINTS = endpoints('caseworker-info', CASEWORKER_CALLS, {
  listCwInfo: {
    summary:
      "The local office and caseworker of each case of the linked person, and the person's contact details on record",
    response: CaseworkerInfo,
  },
});
