import type { UploadResult, UploadResults } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls-resident';
import type { RequestFor } from '@portal/contracts/endpoints';
import { attachment, postWithProgress, readAsBase64, type UploadFile, type UploadOutcome } from '../../api/upload';

/**
 * Files chosen together travel together while they are small: one request for up to this many
 * bytes (the multiple-file call), so a phone holds at most about this much in memory as base64.
 * A larger file goes alone (the single-file call).
 */
export const BATCH_BYTES = 8 * 1024 * 1024;

type BodyOf<K extends 'uploadOnlineDocument' | 'uploadMultipleOnlineDocuments'> = RequestFor<K>['body'];

/** Where the files go: an application of the account, one of its "documents we still need". */
interface Target {
  applicationId: string;
  neededKey: string;
  /** Disaster food assistance: the D-SNAP calls, which take only such applications. */
  disaster: boolean;
}

/** Files in order, grouped so that each group but a lone large file stays within BATCH_BYTES. */
export function batches<F extends { size: number }>(files: F[]): F[][] {
  const groups: F[][] = [];
  let current: F[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && bytes + file.size > BATCH_BYTES) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Sends files for one needed document of an application, every file of one choice under the same
 * submission id; `onProgress` follows the bytes sent over all of them. Each file's outcome is
 * returned by name; a request that fails as a whole throws (ApiRequestError).
 */
export async function sendFiles(
  files: File[],
  target: Target,
  onProgress: (fraction: number) => void,
): Promise<{ name: string; outcome: UploadOutcome }[]> {
  const submissionID = crypto.randomUUID();
  const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
  const outcomes: { name: string; outcome: UploadOutcome }[] = [];
  let done = 0;
  for (const group of batches(files)) {
    const dtls = [];
    for (const file of group) {
      const base64 = await readAsBase64(file);
      const one: UploadFile = { name: file.name, clientId: crypto.randomUUID(), base64, submissionId: submissionID };
      dtls.push({ ...attachment(one), applicationID: target.applicationId, neededKey: target.neededKey });
    }
    const groupBytes = group.reduce((sum, f) => sum + f.size, 0);
    const progress = (fraction: number) => onProgress((done + fraction * groupBytes) / total);
    let results: UploadResult[];
    if (dtls.length === 1) {
      const path = urlOf(target.disaster ? 'uploadDsnapDocument' : 'uploadOnlineDocument');
      const body = { ...dtls[0]!, submissionID } satisfies BodyOf<'uploadOnlineDocument'>;
      results = [await postWithProgress<UploadResult>(path, JSON.stringify(body), progress)];
    } else {
      const path = urlOf(target.disaster ? 'uploadMultipleDsnapDocuments' : 'uploadMultipleOnlineDocuments');
      const body = { dtls, submissionID } satisfies BodyOf<'uploadMultipleOnlineDocuments'>;
      results = (await postWithProgress<UploadResults>(path, JSON.stringify(body), progress)).dtls;
    }
    results.forEach((outcome, i) => outcomes.push({ name: group[i]!.name, outcome }));
    done += groupBytes;
  }
  return outcomes;
}
