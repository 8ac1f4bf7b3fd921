import type { UploadResult } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls-resident';
import type { RequestFor } from '@portal/contracts/endpoints';
import { attachment, type UploadCall, type UploadOutcome } from '../../api/upload';

type BodyOf<K extends 'uploadOnlineDocument'> = RequestFor<K>['body'];

/** Where the files go: an application of the account, one of its "documents we still need". */
interface Target {
  applicationId: string;
  neededKey: string;
  /** Disaster food assistance: the D-SNAP call, which takes only such applications. */
  disaster: boolean;
}

/**
 * Sends files for one needed document of an application, every file of one choice under the same
 * submission id, each as a resumable upload of the single-file call (tus, ADR 0303: a dropped
 * connection costs only what had not arrived, and the file goes on when it is back);
 * `onProgress` follows the bytes the server has over all of them. Each file's outcome is returned
 * by name; an upload that fails as a whole throws (ApiRequestError).
 */
export async function sendFiles(
  files: File[],
  target: Target,
  onProgress: (fraction: number) => void,
): Promise<{ name: string; outcome: UploadOutcome }[]> {
  const submissionID = crypto.randomUUID();
  const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
  const call: UploadCall = {
    path: urlOf(target.disaster ? 'uploadDsnapDocument' : 'uploadOnlineDocument'),
    body: (file) =>
      ({
        ...attachment(file),
        applicationID: target.applicationId,
        neededKey: target.neededKey,
        submissionID,
      }) satisfies BodyOf<'uploadOnlineDocument'>,
    result: (response) => response as UploadResult,
  };
  // Loaded on the first file (with tus-js-client), so the pages that list what is needed stay small.
  const { sendResumable } = await import('../../api/resumable');
  const outcomes: { name: string; outcome: UploadOutcome }[] = [];
  let done = 0;
  for (const file of files) {
    const response = await sendResumable(
      call,
      file,
      { clientId: crypto.randomUUID(), submissionId: submissionID },
      { onProgress: (fraction) => onProgress((done + fraction * file.size) / total), onConnection: () => {} },
    );
    outcomes.push({ name: file.name, outcome: call.result(response) });
    done += file.size;
  }
  return outcomes;
}
