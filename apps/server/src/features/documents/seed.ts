import type { FeatureSeed } from '../index';
import { clock } from '../../platform/clock';
import { docUploadMessages, verificationItems } from '../../platform/db/schema';
import { addDays, isoDay } from '../../platform/dates';

/** Documents are due within 30 days of the request (spec part 1 §9). */
const DUE_DAYS = 30;

/**
 * Demo data: what the agency is waiting for on the Riveras' case C-100234 (the LINKED resident
 * `linked`, Ana Rivera), and the banner messages of the upload home. Any other configured
 * installation writes its own banner messages.
 */
export const seed: FeatureSeed = async (tx, _ctx, demo) => {
  const day = (offset: number) => isoDay(addDays(clock.now(), offset));
  await tx.insert(verificationItems).values([
    {
      caseId: demo.cases.rivera,
      personId: demo.persons.ana,
      itemCode: 'INCOME',
      programCode: 'FNS',
      dueOn: day(DUE_DAYS),
    },
    {
      caseId: demo.cases.rivera,
      personId: demo.persons.ana,
      itemCode: 'ADDRESS',
      programCode: 'MA',
      dueOn: day(DUE_DAYS - 10),
    },
    {
      caseId: demo.cases.rivera,
      personId: demo.persons.leo,
      itemCode: 'IDENTITY',
      programCode: 'MA',
      dueOn: day(DUE_DAYS),
    },
  ]);
  await tx
    .insert(docUploadMessages)
    .values([
      {
        id: 1,
        textEn:
          'Send documents within 30 days of our request. A decision can take up to three weeks after we receive them.',
        textEs:
          'Envíe los documentos dentro de los 30 días de nuestra solicitud. Una decisión puede tardar hasta tres semanas después de recibirlos.',
      },
      {
        id: 2,
        textEn:
          'You can upload PDF, TIF, BMP, JPG and iPhone (HEIC) files of up to 30 MB each, and up to 20 documents at a time.',
        textEs:
          'Puede subir archivos PDF, TIF, BMP, JPG y de iPhone (HEIC) de hasta 30 MB cada uno, y hasta 20 documentos a la vez.',
      },
    ])
    .onConflictDoNothing();
};
