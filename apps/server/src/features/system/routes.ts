import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  CodeTable,
  CodeTableName,
  ErrorBody,
  ExternalLinkList,
  SystemConfigurations,
  lang,
} from '@portal/contracts';
import { notFound } from '../../platform/http/errors';
import { activeExternalLinks, readCodeTable } from './repo';
import { systemConfigurations } from './service';

export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API.systemConfigurations,
    { schema: { tags: ['system'], summary: 'Public settings read at start-up and polled to notice going offline', response: { 200: SystemConfigurations } } },
    async () => systemConfigurations(app.ctx),
  );

  app.get(
    API.externalUrlConfig,
    { schema: { tags: ['system'], summary: 'Configured external links (banners, footer)', response: { 200: ExternalLinkList } } },
    async () => {
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
    },
  );

  app.get(
    '/api/v1/codetables/:tableName',
    {
      schema: {
        tags: ['system'],
        summary: 'A code table with its items described in the caller\'s language',
        params: z.object({ tableName: CodeTableName }),
        response: { 200: CodeTable, 404: ErrorBody },
      },
    },
    async (req) => {
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
    },
  );
});
