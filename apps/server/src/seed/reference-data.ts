import type { Db } from '../platform/db';
import { externalLinks, featureFlags } from '../platform/db/schema';
import { writeCodeTables } from './code-tables';

/** Reference data every installation needs (code tables, links, flags): also used by tests. */
export async function insertReferenceData(db: Db): Promise<void> {
  await writeCodeTables(db);
  await db
    .insert(featureFlags)
    .values([
      { name: 'lifeEvents', enabled: true },
      { name: 'appeals', enabled: true },
      { name: 'multiLocale', enabled: true },
    ])
    .onConflictDoNothing();
  const link = (
    id: number,
    groupCode: string,
    localeIdentifier: string,
    linkUrl: string,
    linkText: string,
    staticText = '',
  ) => ({
    id,
    groupCode,
    localeIdentifier,
    recordStatus: 'RST1',
    linkUrl,
    linkText,
    staticText,
  });
  await db
    .insert(externalLinks)
    .values([
      link(
        1,
        'NFBSBNR01',
        'en-US',
        '/nf-FAQ',
        'Read the FAQ',
        'Offices are closed on Thursday, November 26, for the holiday. You can still apply online at any time.',
      ),
      link(
        2,
        'NFBSBNR01',
        'es',
        '/nf-FAQ',
        'Lea las preguntas frecuentes',
        'Las oficinas estarán cerradas el jueves 26 de noviembre por el feriado. Puede presentar su solicitud en línea en cualquier momento.',
      ),
      link(
        3,
        'NFBSBNR02',
        'en-US',
        '/nf-apply-for-disaster',
        'Disaster food assistance',
        'Disaster food assistance pre-registration is open for counties affected by the recent storm.',
      ),
      link(
        4,
        'NFBSBNR02',
        'es',
        '/nf-apply-for-disaster',
        'Asistencia alimentaria por desastre',
        'La preinscripción para asistencia alimentaria por desastre está abierta para los condados afectados por la tormenta reciente.',
      ),
      link(69, 'FOOTER', 'en-US', 'https://enrollment.example.org/', 'Medicaid enrollment broker'),
      link(70, 'FOOTER', 'es', 'https://enrollment.example.org/es/', 'Agente de inscripción de Medicaid'),
      link(71, 'FOOTER', 'en-US', 'https://offices.example.org/', 'Find your local office'),
      link(72, 'FOOTER', 'es', 'https://offices.example.org/es/', 'Encuentre su oficina local'),
      link(73, 'FOOTER', 'en-US', 'https://dhhs.example.org/', 'Department of Health and Human Services'),
      link(74, 'FOOTER', 'es', 'https://dhhs.example.org/es/', 'Departamento de Salud y Servicios Humanos'),
      link(75, 'FOOTER', 'en-US', 'https://health.example.org/', 'Healthcare coverage'),
      link(76, 'FOOTER', 'es', 'https://health.example.org/es/', 'Cobertura de salud'),
    ])
    .onConflictDoNothing();
}
