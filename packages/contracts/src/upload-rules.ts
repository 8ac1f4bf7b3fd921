/**
 * Document upload rules (spec part 1 §5, §9), in one place for the browser and the server.
 * No zod here: the web app imports this file directly.
 */

/** At most 30 MB a file. */
export const MAX_FILE_BYTES = 30 * 1024 * 1024;
/** At most 20 documents in one submission. */
export const MAX_DOCUMENTS_PER_SUBMISSION = 20;
/** Names a file may end with; what counts is its content (see sniffFileType). */
export const ALLOWED_EXTENSIONS = ['pdf', 'tif', 'tiff', 'bmp', 'jpg', 'jpeg', 'heic', 'heif'] as const;
/** The input's accept attribute: the extensions and their media types. */
export const UPLOAD_ACCEPT =
  '.pdf,.tif,.tiff,.bmp,.jpg,.jpeg,.heic,.heif,application/pdf,image/jpeg,image/tiff,image/bmp,image/heic,image/heif';
/** The longest file name kept. */
export const MAX_FILE_NAME_LENGTH = 200;

export type DetectedFileType = 'pdf' | 'jpeg' | 'tiff' | 'bmp' | 'heic';

/** The media type a document is kept as: an iPhone photo (HEIC) is kept as the JPEG made from it. */
export const MEDIA_TYPES: Record<DetectedFileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  heic: 'image/jpeg',
};

/** Bytes needed at the start of a file to decide its type (an HEIC names its brand in bytes 8–11). */
export const SNIFF_BYTES = 12;

/** ISO media-file brands of still HEIF images (iPhone photos are "heic"; "mif1" is the generic one). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const latin1 = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

/** The file's type from its first bytes (magic numbers), or null when it is none of the allowed ones. */
export function sniffFileType(head: Uint8Array): DetectedFileType | null {
  const at = (i: number) => head[i];
  if (at(0) === 0x25 && at(1) === 0x50 && at(2) === 0x44 && at(3) === 0x46 && at(4) === 0x2d) return 'pdf'; // %PDF-
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (at(0) === 0x49 && at(1) === 0x49 && at(2) === 0x2a && at(3) === 0x00) return 'tiff'; // II*\0
  if (at(0) === 0x4d && at(1) === 0x4d && at(2) === 0x00 && at(3) === 0x2a) return 'tiff'; // MM\0*
  if (at(0) === 0x42 && at(1) === 0x4d && head.length >= 6) return 'bmp'; // BM
  if (head.length >= 12 && latin1(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(latin1(head, 8, 12))) return 'heic';
  return null;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function hasAllowedExtension(name: string): boolean {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** Why one file cannot be uploaded. */
export const UPLOAD_PROBLEMS = [
  'fileType',
  'fileTooLarge',
  'fileEmpty',
  'alreadyInList',
  'tooManyDocuments',
  'pdfActiveContent',
  'pdfEncrypted',
  'fileDamaged',
  'fileName',
  'notAllowed',
  'uploadFailed',
] as const;
export type UploadProblem = (typeof UPLOAD_PROBLEMS)[number];

/** Per-file messages, in both languages (the server sends the caller's; the browser shows its own). */
export const UPLOAD_MESSAGES: Record<UploadProblem | 'uploaded', { en: string; es: string }> = {
  uploaded: { en: 'The file was uploaded.', es: 'El archivo se subió.' },
  fileType: {
    en: 'This file is not a PDF, TIF, BMP, JPG or HEIC file. Choose a file of one of those types.',
    es: 'Este archivo no es un archivo PDF, TIF, BMP, JPG o HEIC. Elija un archivo de uno de esos tipos.',
  },
  fileTooLarge: {
    en: 'This file is larger than 30 MB. Choose a smaller file.',
    es: 'Este archivo pesa más de 30 MB. Elija un archivo más pequeño.',
  },
  fileEmpty: { en: 'This file is empty.', es: 'Este archivo está vacío.' },
  alreadyInList: {
    en: 'A file with this name is already in the list.',
    es: 'Ya hay un archivo con este nombre en la lista.',
  },
  tooManyDocuments: {
    en: 'Upload limit: only 20 documents at a time. Submit the documents you have uploaded, or remove some.',
    es: 'Límite de carga: solo 20 documentos a la vez. Envíe los documentos que subió o quite algunos.',
  },
  pdfActiveContent: {
    en: 'This PDF contains scripts, actions or attached files, which we cannot accept. Save it again as a plain PDF (for example with "Print to PDF") and upload that.',
    es: 'Este PDF contiene scripts, acciones o archivos adjuntos, que no podemos aceptar. Guárdelo de nuevo como un PDF simple (por ejemplo con "Imprimir a PDF") y suba ese archivo.',
  },
  pdfEncrypted: {
    en: 'This PDF is password-protected or encrypted. Remove the protection and upload it again.',
    es: 'Este PDF está protegido con contraseña o cifrado. Quite la protección y vuelva a subirlo.',
  },
  fileDamaged: {
    en: 'This file appears to be damaged and could not be read.',
    es: 'Este archivo parece estar dañado y no se pudo leer.',
  },
  fileName: {
    en: 'The file name must end in .pdf, .tif, .bmp, .jpg or .jpeg and be at most 200 characters.',
    es: 'El nombre del archivo debe terminar en .pdf, .tif, .bmp, .jpg o .jpeg y tener como máximo 200 caracteres.',
  },
  notAllowed: {
    en: 'Documents cannot be added to this item.',
    es: 'No se pueden agregar documentos a este elemento.',
  },
  uploadFailed: {
    en: 'The file could not be uploaded. Try again.',
    es: 'No se pudo subir el archivo. Inténtelo de nuevo.',
  },
};

/**
 * Checks a file the browser can see before sending it: its name, its size and (from its first
 * bytes) its type. The server runs the same checks on what arrives, plus the PDF checks.
 */
export function checkFileBeforeUpload(file: { name: string; size: number; head: Uint8Array }): UploadProblem | null {
  if (!hasAllowedExtension(file.name) || file.name.length > MAX_FILE_NAME_LENGTH) return 'fileName';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > MAX_FILE_BYTES) return 'fileTooLarge';
  if (!sniffFileType(file.head)) return 'fileType';
  return null;
}

/** Whether a name is already in a list of files (the same name is not added twice). */
export function isNameInList(name: string, names: readonly string[]): boolean {
  const wanted = name.trim().toLowerCase();
  return names.some((n) => n.trim().toLowerCase() === wanted);
}
