import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'qa.title': { en: 'Uploading documents: questions and answers', es: 'Cómo subir documentos: preguntas y respuestas' },
  'qa.q1': { en: 'Who can upload documents online?', es: '¿Quién puede subir documentos en línea?' },
  'qa.a1': {
    en: 'Anyone with an account linked to their case. If your account is not linked yet, upgrade it by confirming your identity; it takes less than five minutes.',
    es: 'Cualquier persona con una cuenta vinculada a su caso. Si su cuenta aún no está vinculada, mejórela confirmando su identidad; toma menos de cinco minutos.',
  },
  'qa.q2': { en: 'What kinds of files can I upload?', es: '¿Qué tipos de archivos puedo subir?' },
  'qa.a2': {
    en: 'PDF, TIF, BMP, JPG (JPEG) and iPhone (HEIC) files of up to 30 MB each. We look at what is inside the file, not only its name. PDFs that are password-protected or contain scripts or attached files cannot be accepted.',
    es: 'Archivos PDF, TIF, BMP, JPG (JPEG) y de iPhone (HEIC) de hasta 30 MB cada uno. Revisamos el contenido del archivo, no solo su nombre. No se pueden aceptar PDF protegidos con contraseña ni PDF con scripts o archivos adjuntos.',
  },
  'qa.q3': { en: 'How many documents can I send at once?', es: '¿Cuántos documentos puedo enviar a la vez?' },
  'qa.a3': {
    en: 'Up to 20 documents at a time. Submit those, then you can upload more.',
    es: 'Hasta 20 documentos a la vez. Envíelos y luego podrá subir más.',
  },
  'qa.q4': { en: 'Can I use my phone?', es: '¿Puedo usar mi teléfono?' },
  'qa.a4': {
    en: 'Yes. Choose "Take a photo" to use your camera. Lay the paper flat in good light and make sure every corner shows. Location and camera details are removed from photos before we keep them.',
    es: 'Sí. Elija "Tomar una foto" para usar la cámara. Coloque el papel sobre una superficie plana con buena luz y asegúrese de que se vean todas las esquinas. Antes de guardar las fotos quitamos los datos de ubicación y de la cámara.',
  },
  'qa.q5': {
    en: 'When are documents due, and how long does a decision take?',
    es: '¿Cuándo vencen los documentos y cuánto tarda una decisión?',
  },
  'qa.a5': {
    en: 'Documents are due within 30 days of our request; the due date is shown beside each item. A decision can take up to three weeks after we receive them.',
    es: 'Los documentos vencen dentro de los 30 días de nuestra solicitud; la fecha límite aparece junto a cada elemento. Una decisión puede tardar hasta tres semanas después de recibirlos.',
  },
  'qa.q6': { en: 'What if a document is rejected?', es: '¿Qué pasa si un documento es rechazado?' },
  'qa.a6': {
    en: "You will get a message, and the document will show the reason and your caseworker's comment. Upload a new document for the same item.",
    es: 'Recibirá un mensaje, y el documento mostrará el motivo y el comentario de su trabajador social. Suba un documento nuevo para el mismo elemento.',
  },
  'qa.q7': { en: 'Who can see my documents?', es: '¿Quién puede ver mis documentos?' },
  'qa.a7': {
    en: 'Only you and the agency staff who work on your case.',
    es: 'Solo usted y el personal de la agencia que trabaja en su caso.',
  },
  'qa.start': { en: 'Go to document upload', es: 'Ir a subir documentos' },
});

const QUESTIONS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The document-upload Q&A (/nfDocumentUploadQAndA), public. */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('qa.title'));
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('qa.title')}</h1>
      {QUESTIONS.map((n) => (
        <section key={n} aria-labelledby={`qa-${n}`}>
          <h2 id={`qa-${n}`} className="font-heading-md">
            {t(`qa.q${n}`)}
          </h2>
          <p>{t(`qa.a${n}`)}</p>
        </section>
      ))}
      <Link className="usa-button margin-top-2" to={ROUTES.docUpload}>
        {t('qa.start')}
      </Link>
    </div>
  );
}
