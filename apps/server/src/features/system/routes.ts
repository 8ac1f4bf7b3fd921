import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { lang } from '@portal/contracts';
import { endpoint } from '../../platform/http/endpoint';
import { notFound } from '../../platform/http/errors';
import { activeExternalLinks, readCodeTable } from './repo';
import { systemConfigurations } from './service';

export const routes: FastifyPluginAsync = fp(async (app) => {
  endpoint(app, 'systemConfigurations', { access: 'public' }, async () => systemConfigurations(app.ctx));

  endpoint(app, 'externalUrlConfig', { access: 'public' }, async () => {
    const rows = await activeExternalLinks(app.ctx.db);
    return {
      dtls: rows.map((r) => ({
        externalURLConfigID: r.id,
        groupCode: r.groupCode,
        localeIdentifier: r.localeIdentifier,
        recordStatus: r.recordStatus,
        linkURL: r.linkUrl,
        linkTextValue: r.linkText,
        staticText: r.staticText,
      })),
    };
  });

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
