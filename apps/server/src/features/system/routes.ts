import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { lang } from '@portal/contracts';
import { currentSession, requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { notFound } from '../../platform/http/errors';
import { countClick, editLink, presentLink, recentCounts } from './links';
import { activeExternalLinks, allExternalLinks, readCodeTable } from './repo';
import { systemConfigurations } from './service';

export const routes: FastifyPluginAsync = fp(async (app) => {
  endpoint(app, 'systemConfigurations', { access: 'public' }, async () => systemConfigurations(app.ctx));

  endpoint(app, 'externalUrlConfig', { access: 'public' }, async () => ({
    dtls: (await activeExternalLinks(app.ctx.db)).map(presentLink),
  }));

  const { db, config } = app.ctx;
  endpoint(app, 'countClick', { access: 'session' }, async (req) => {
    const session = (await currentSession(req))!;
    return countClick(db, req.params.counterTypeCode, session.idHash, config.timeZone);
  });
  endpoint(app, 'workerExternalLinks', { access: 'admin' }, async () => ({
    dtls: (await allExternalLinks(db)).map(presentLink),
  }));
  endpoint(app, 'workerUpdateExternalLink', { access: 'admin' }, async (req) => {
    const { user } = await requireStaff(req, 'ADMIN');
    return editLink(db, req.params.id, req.body, { actorUserId: user.id, ip: req.ip });
  });
  endpoint(app, 'workerCounters', { access: 'admin' }, async () => recentCounts(db, config.timeZone));

  endpoint(app, 'codeTable', { access: 'public' }, async (req) => {
    const found = await readCodeTable(app.ctx.db, req.params.tableName);
    if (!found) throw notFound();
    const l = lang(req.locale);
    return {
      tableName: found.table.tableName,
      defaultValue: found.table.defaultValue,
      items: found.items.map((i) => ({
        value: i.value,
        description: l === 'es' ? i.descriptionEs : i.descriptionEn,
        sortOrder: i.sortOrder,
        childTable: i.childTable,
      })),
    };
  });
});
