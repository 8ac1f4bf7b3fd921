import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CASEWORKER_API, CaseworkerInfo, ErrorBody } from '@portal/contracts';
import { audit, auditSource } from '../../platform/audit';
import { requireLinked } from '../../platform/http/context';
import { forbidden } from '../../platform/http/errors';
import { caseworkerInfoFor } from './service';

export const routes = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    CASEWORKER_API.listCwInfo,
    {
      config: { access: 'linked' },
      schema: {
        tags: ['caseworker-info'],
        summary: "The local office and caseworker of each case of the linked person, and the person's contact details on record",
        response: { 200: CaseworkerInfo, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      const { user } = await requireLinked(req);
      // A LINKED account always names its person; the queries keep to that person's cases.
      const personId = user.linkedPersonId;
      if (!personId) throw forbidden();
      const info = await caseworkerInfoFor(app.ctx.db, personId, req.locale);
      await audit(app.ctx.db, {
        ...auditSource(req),
        action: 'caseworker_info.read',
        entity: 'person',
        entityId: personId,
        detail: { cases: info.dtls.caseDtls.citizenCases.length, clientDetailsShown: info.dtls.showClientDetailsInd },
      });
      return info;
    },
  );
});
