import { z } from 'zod';
import { FileResponse, endpoints } from './endpoint';
import { line } from './validation';
import { Holiday, Holidays } from './appeals';
import { STAFFADMIN_STAFF_CALLS } from './staffadmin-staff-api';

/** Schemas of the staff workplace's administration calls (staffadmin-staff-api.ts). */
const HolidayDay = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export const STAFFADMIN_ENDPOINTS = endpoints('staff administration', STAFFADMIN_STAFF_CALLS, {
  workerDocumentPreview: {
    summary: 'A submitted PDF or image to show inside the review page: inline, sandboxed, same access as the download',
    // The same as the download's: one line of text (a control character is refused, naming it).
    params: z.object({ attachmentId: line(64) }),
    response: FileResponse,
    produces: 'application/octet-stream',
  },
  workerCorrectHoliday: {
    summary: 'Corrects the date or name of a holiday still to come (administrators); a past one is kept (409)',
    params: HolidayDay,
    body: Holiday,
    response: Holidays,
    errors: [409],
  },
  workerRemoveHoliday: {
    summary: 'Removes a holiday still to come (administrators); a past one is kept (409)',
    params: HolidayDay,
    response: Holidays,
    errors: [409],
  },
});
