import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { workerMassComms } from './list';
import type { Staff } from './scope';
import { cancelMassComm, createMassComm, previewAudience, updateMassComm } from './service';

/** Mass communications: caseworkers (their office's cases) and administrators (every office, and alerts). */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { db, config } = app.ctx;
  const staffOf = async (req: FastifyRequest): Promise<Staff> => {
    const { user } = await requireStaff(req);
    return { userId: user.id, isAdmin: user.staffRole === 'ADMIN', department: config.branding.departmentCode };
  };
  const who = (req: FastifyRequest, staff: Staff) => ({ actorUserId: staff.userId, ip: req.ip });

  endpoint(app, 'massCommPreview', { access: 'staff' }, async (req) =>
    previewAudience(db, await staffOf(req), req.body),
  );
  endpoint(app, 'createMassComm', { access: 'staff' }, async (req) => {
    const staff = await staffOf(req);
    return createMassComm(db, staff, req.body, who(req, staff));
  });
  endpoint(app, 'updateMassCommunication', { access: 'staff' }, async (req) => {
    const staff = await staffOf(req);
    return updateMassComm(db, staff, req.body, who(req, staff));
  });
  endpoint(app, 'cancelMassCommunication', { access: 'staff' }, async (req) => {
    const staff = await staffOf(req);
    return cancelMassComm(db, staff, req.body.massCommunicationId, who(req, staff));
  });
  endpoint(app, 'workerMassCommunications', { access: 'staff' }, async (req) =>
    workerMassComms(db, await staffOf(req)),
  );
});
