import { addressOnOneLine } from '@portal/contracts/address';
import {
  describeCode,
  formatPhone,
  lang,
  type CaseworkerInfo,
  type CitizenCase,
  type ContactDetail,
  type Locale,
} from '@portal/contracts';
import { audit, type auditSource } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { contactOfPerson, officeCasesOfPerson, type OfficeCaseRow } from './repo';
import { isoDay, subDays } from '../../platform/dates';

/** A closed case still lists its office for 90 days, so the person knows whom to ask about it. */
const CLOSED_CASE_DAYS = 90;

const addressString = (a: {
  addressLine1: string | null;
  addressLine2?: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}): string =>
  addressOnOneLine({ line1: a.addressLine1, line2: a.addressLine2, city: a.city, state: a.state, zip: a.zip });

const phoneString = (digits: string | null) => (digits ? formatPhone(digits) : null);

/** The caseworker is shown only for an open case that has one assigned. */
function showsCaseworker(row: OfficeCaseRow): boolean {
  return row.status !== 'CLOSED' && row.caseworkerFirstName !== null;
}

function citizenCase(row: OfficeCaseRow, programName: (code: string) => string): CitizenCase {
  const show = showsCaseworker(row);
  return {
    caseReference: row.reference,
    caseStatus: row.status,
    programNames: row.programCodes.map(programName),
    office: {
      name: row.office.name,
      county: row.office.county,
      addressString: addressString(row.office),
      phoneNumberString: formatPhone(row.office.phone),
      email: row.office.email,
      hours: row.office.hours,
    },
    showCaseworkerDetailsInd: show,
    caseworker: show
      ? {
          cwName: `${row.caseworkerFirstName} ${row.caseworkerLastName}`,
          phoneNumberString: phoneString(row.caseworkerPhone),
          email: row.caseworkerEmail,
        }
      : null,
  };
}

/**
 * Caseworker information for the person an enhanced account is linked to: per case, the local
 * office and (where allowed) the caseworker; at the top, the first open case's owner; and the
 * person's own contact details on record, so they can see what the office will use.
 */
export async function caseworkerInfoFor(db: Db, personId: string, locale: Locale): Promise<CaseworkerInfo> {
  const closedSince = isoDay(subDays(clock.now(), CLOSED_CASE_DAYS));
  const [rows, contact] = await Promise.all([
    officeCasesOfPerson(db, personId, closedSince),
    contactOfPerson(db, personId),
  ]);
  const programName = (code: string) => describeCode('ProgramType', code, lang(locale));
  const citizenCases = rows.map((row) => citizenCase(row, programName));
  const owner = rows.find((r) => r.status !== 'CLOSED') ?? null;
  const ownerCase = owner ? citizenCases[rows.indexOf(owner)]! : null;

  const address = contact ? addressString(contact) : '';
  const addressList: ContactDetail[] = address ? [{ type: 'RESIDENTIAL', value: address }] : [];
  const emailList: ContactDetail[] = contact?.email ? [{ type: 'PRIMARY', value: contact.email }] : [];
  const phoneList: ContactDetail[] = contact?.phone ? [{ type: 'PRIMARY', value: formatPhone(contact.phone) }] : [];

  return {
    isSuccess: true,
    caseNameRef: owner ? `${owner.primaryFirstName} ${owner.primaryLastName} ${owner.reference}` : null,
    cwName: ownerCase?.caseworker?.cwName ?? null,
    dtls: {
      showCaseworkerDetailsInd: ownerCase?.showCaseworkerDetailsInd ?? false,
      showClientDetailsInd: addressList.length + emailList.length + phoneList.length > 0,
      caseownerAddressString: ownerCase?.office.addressString ?? null,
      caseownerPhoneNumberString: ownerCase?.office.phoneNumberString ?? null,
      caseDtls: { citizenCases },
      contactDtls: { addressList, emailList, phoneList },
    },
  };
}

/** The read of a linked person's caseworker information, recorded in the audit log (personal data). */
export async function readCaseworkerInfo(
  db: Db,
  personId: string,
  locale: Locale,
  source: ReturnType<typeof auditSource>,
) {
  const info = await caseworkerInfoFor(db, personId, locale);
  await audit(db, {
    ...source,
    action: 'caseworker_info.read',
    entity: 'person',
    entityId: personId,
    detail: { cases: info.dtls.caseDtls.citizenCases.length, clientDetailsShown: info.dtls.showClientDetailsInd },
  });
  return info;
}
