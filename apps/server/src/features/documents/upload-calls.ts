import type { FastifyRequest } from 'fastify';
import type { CallName, EnergyUploadResults, UploadResult, UploadResults } from '@portal/contracts';
import type { BlobStore } from '../../platform/blobs/store';
import type { Db } from '../../platform/db';
import type { EndpointRequest } from '../../platform/http/endpoint';
import { HttpError, notFound } from '../../platform/http/errors';
import { calledDocumentKeys, itemsForPerson, targetsWithProgram, type ItemRow } from './repo';
import { checkOwnTargets, type Uploader } from './service';
import { storeUpload, uploadMessage, type UploadTarget } from './store-upload';
import { stagedFile } from './uploads';

/**
 * The use cases of the upload calls (spec part 1 §7): every target is checked to be the
 * person's before anything is kept (else 404), then each file is kept with a result of its own.
 */

type Body<K extends CallName> = EndpointRequest<K>['body'];
/** What every file of an upload body has. */
type File = Pick<VerificationFile, 'attachment_name' | 'attachment_id' | 'attachment_base_64_data'>;
type VerificationFile = Body<'uploadVerificationDocument'>;
type ApplicationFile = Body<'uploadMultipleOnlineDocuments'>['dtls'][number];
type StandaloneBody = Body<'uploadMultipleStandaloneDocuments'>;
type EnergyBody = Body<'uploadMultipleEnergyDocuments'>;
type LinkedUploader = Uploader & { personId: string };

/** A document for cases and applications already checked to be the person's (not a verification item). */
const otherTarget = (kind: UploadTarget['kind'], owned: Pick<UploadTarget, 'caseIds' | 'applicationIds'>) => ({
  kind,
  itemId: null,
  ...owned,
  householdConfirmed: kind === 'ENERGY',
});

/** An item takes documents while it is outstanding. */
const verificationTarget = (row: ItemRow): UploadTarget | null =>
  row.item.status === 'OUTSTANDING'
    ? {
        kind: 'VERIFICATION',
        itemId: row.item.id,
        caseIds: [row.item.caseId],
        applicationIds: [],
        householdConfirmed: false,
      }
    : null;

export function uploadCalls(db: Db, store: BlobStore) {
  /** Keeps one file of a request; `submissionId` is the batch the client says it belongs to, if any. */
  const storeOne = async (
    req: FastifyRequest,
    who: Uploader,
    target: UploadTarget | null,
    f: File,
    submissionId: string | null = null,
  ): Promise<UploadResult> => {
    const staged = stagedFile(req, f.attachment_base_64_data);
    const file = { name: f.attachment_name, clientId: f.attachment_id, staged, submissionId };
    const outcome = target
      ? await storeUpload(db, store, who, target, file)
      : { name: f.attachment_name, document: null, problem: 'notAllowed' as const };
    if (!target) await store.removeTemp(staged.tempPath);
    return {
      attachment_name: outcome.name,
      message: uploadMessage(outcome, req.locale),
      isSuccess: outcome.problem === null,
      verificationItemProvidedID: outcome.document?.id ?? null,
      code: outcome.problem,
    };
  };

  /** Items the files are for, all of them the person's (else 404 before anything is kept). */
  const verificationTargets = async (who: LinkedUploader, ids: string[]) => {
    const rows = await itemsForPerson(db, who.personId);
    const byId = new Map(rows.map((r) => [r.item.id, r]));
    if (ids.some((id) => !byId.has(id))) throw notFound();
    return byId;
  };

  /** The account's own submitted application (a linked account's cases do not count here). */
  const ownApplication = (who: Uploader, f: ApplicationFile) =>
    checkOwnTargets(db, { ...who, personId: null }, [f.applicationID]);

  return {
    async verification(req: FastifyRequest, who: LinkedUploader, files: VerificationFile[]): Promise<UploadResults> {
      const items = await verificationTargets(
        who,
        files.map((f) => f.vdied_link_id),
      );
      const dtls = [];
      for (const f of files) {
        dtls.push(await storeOne(req, who, verificationTarget(items.get(f.vdied_link_id)!), f));
      }
      return { dtls };
    },

    /** Documents for chosen cases or submitted applications, kept until the submit call. */
    async standalone(req: FastifyRequest, who: Uploader, body: StandaloneBody): Promise<UploadResults> {
      const targets = [];
      for (const f of body.dtls) {
        const ids = [
          ...f.caseDtls.map((c) => c.caseID),
          ...(f.applicationID ? [f.applicationID] : []),
          ...(f.nfApplicationIDList ?? []).map((a) => a.applicationID),
        ];
        targets.push(await checkOwnTargets(db, who, ids));
      }
      const dtls = [];
      for (const [i, f] of body.dtls.entries()) {
        dtls.push(await storeOne(req, who, otherTarget('STANDALONE', targets[i]!), f, body.submissionID ?? null));
      }
      return { dtls };
    },

    /** Online and disaster (D-SNAP) documents: for the account's own submitted application, sent at once. */
    /**
     * Files for applications of the account; `program` (the D-SNAP calls) also requires each to
     * be an application for that programme.
     */
    async application(
      req: FastifyRequest,
      who: Uploader,
      files: ApplicationFile[],
      submissionId?: string,
      program?: 'DSNAP',
    ) {
      for (const f of files) {
        await ownApplication(who, f);
        if (program && !(await targetsWithProgram(db, [f.applicationID], program)).has(f.applicationID))
          throw new HttpError(400, 'validation.invalid', 'applicationID');
        // A file sent for one of the documents the application still needs must name one it asked for.
        if (f.neededKey && !(await calledDocumentKeys(db, f.applicationID)).has(f.neededKey))
          throw new HttpError(400, 'validation.invalid', 'neededKey');
      }
      const dtls = [];
      for (const f of files) {
        const target = { ...otherTarget('APPLICATION', await ownApplication(who, f)), neededKey: f.neededKey ?? null };
        dtls.push(await storeOne(req, who, target, f, submissionId ?? null));
      }
      return { dtls } satisfies UploadResults;
    },

    /** Energy documents, grouped in the answer by the applications (or cases) they were given for. */
    async energy(req: FastifyRequest, who: Uploader, body: EnergyBody): Promise<EnergyUploadResults> {
      const targets = [];
      for (const f of body.dtls) {
        targets.push(
          await checkOwnTargets(
            db,
            who,
            f.nfApplicationIDList.map((a) => a.applicationID),
            'LIEAP',
          ),
        );
      }
      const groups = new Map<string, EnergyUploadResults['dtls'][number]>();
      for (const [i, f] of body.dtls.entries()) {
        const result = await storeOne(req, who, otherTarget('ENERGY', targets[i]!), f, body.submissionID ?? null);
        const refs = f.nfApplicationIDList.map((a) => a.applicationID).sort();
        const key = refs.join(',');
        const group = groups.get(key) ?? { applicationRefs: refs, documents: [] };
        const { attachment_name, message, isSuccess, code } = result;
        group.documents.push({ attachment_name, message, isSuccess, code });
        groups.set(key, group);
      }
      return { dtls: [...groups.values()] };
    },
  };
}
