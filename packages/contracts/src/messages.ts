/**
 * Messages of the shared validation rules, in both languages. The server puts the text of
 * the caller's language into its errors; the web app merges these into its catalogs, so a
 * field says the same thing whichever side caught the mistake.
 */
export const VALIDATION_MESSAGES = {
  'validation.required': { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  'validation.invalid': { en: 'Enter a valid value.', es: 'Ingrese un valor válido.' },
  'validation.text.control': {
    en: 'This contains characters that cannot be used. Remove them and try again.',
    es: 'Contiene caracteres que no se pueden usar. Quítelos e inténtelo de nuevo.',
  },
  'validation.email.invalid': {
    en: 'Enter an email address in the format name@example.com.',
    es: 'Ingrese un correo electrónico con el formato nombre@ejemplo.com.',
  },
  'validation.phone.invalid': {
    en: 'Enter a 10-digit phone number in the format ###-###-####.',
    es: 'Ingrese un número de teléfono de 10 dígitos con el formato ###-###-####.',
  },
  'validation.code.invalid': {
    en: 'Enter a valid confirmation code.',
    es: 'Ingrese un código de confirmación válido.',
  },
  'validation.date.invalid': {
    en: 'Enter a real date in the format MM/DD/YYYY.',
    es: 'Ingrese una fecha real con el formato MM/DD/AAAA.',
  },
  'validation.amount.invalid': {
    en: 'Enter an amount in dollars, such as 250 or 250.50.',
    es: 'Ingrese una cantidad en dólares, como 250 o 250.50.',
  },
  'validation.amount.none': {
    en: 'Medicaid pays no monthly amount: leave the amount empty.',
    es: 'Medicaid no paga una cantidad mensual: deje la cantidad vacía.',
  },
  'validation.ssn.invalid': {
    en: 'Enter a valid 9-digit Social Security number.',
    es: 'Ingrese un número de Seguro Social válido de 9 dígitos.',
  },
  'validation.username.invalid': {
    en: 'Use 4 to 64 letters, numbers or the characters . _ @ -',
    es: 'Use de 4 a 64 letras, números o los caracteres . _ @ -',
  },
  'validation.password.tooShort': {
    en: 'Use at least 12 characters for your password.',
    es: 'Use al menos 12 caracteres para su contraseña.',
  },
  'validation.password.tooLong': {
    en: 'Use at most 128 characters for your password.',
    es: 'Use como máximo 128 caracteres para su contraseña.',
  },
  'validation.password.common': {
    en: 'This password is too easy to guess. Avoid common words, names, repeated characters and keyboard patterns.',
    es: 'Esta contraseña es muy fácil de adivinar. Evite palabras comunes, nombres, caracteres repetidos y patrones del teclado.',
  },
  'validation.password.username': {
    en: 'Your password cannot be or contain your username.',
    es: 'Su contraseña no puede ser ni contener su nombre de usuario.',
  },
  'validation.contact.methodRequired': {
    en: 'Select a contact method',
    es: 'Seleccione un método de contacto',
  },
  'validation.contact.emailRequired': {
    en: 'An email address must be entered',
    es: 'Debe ingresar una dirección de correo electrónico',
  },
  'validation.contact.phoneRequired': {
    en: 'A phone number must be entered',
    es: 'Debe ingresar un número de teléfono',
  },
  'validation.recovery.contact': {
    en: 'Enter an email address (name@example.com) or a 10-digit phone number (###-###-####).',
    es: 'Ingrese un correo electrónico (nombre@ejemplo.com) o un número de teléfono de 10 dígitos (###-###-####).',
  },
  'validation.zip.invalid': {
    en: 'Enter a 5-digit ZIP code.',
    es: 'Ingrese un código postal de 5 dígitos.',
  },
  'validation.ridp.answerAll': {
    en: 'Answer every question.',
    es: 'Responda todas las preguntas.',
  },
  'validation.alerts.topicRequired': {
    en: 'Choose at least one kind of alert.',
    es: 'Elija al menos un tipo de alerta.',
  },
  'validation.upload.selectCase': {
    en: 'Select at least one submitted application or case to continue.',
    es: 'Seleccione al menos una solicitud enviada o un caso para continuar.',
  },
  'validation.upload.energyCase': {
    en: 'Choose an energy assistance application or case. Send documents for other programs with "Send documents for an application".',
    es: 'Elija una solicitud o un caso de asistencia de energía. Envíe los documentos de otros programas con "Enviar documentos para una solicitud".',
  },
  'validation.upload.householdConfirm': {
    en: 'Confirm that the documents are only about people in the household of the case holder.',
    es: 'Confirme que los documentos son solo sobre personas del hogar del titular del caso.',
  },
  'validation.upload.tooMany': {
    en: 'Upload limit: only 20 documents at a time.',
    es: 'Límite de carga: solo 20 documentos a la vez.',
  },
  'validation.upload.fileName': {
    en: 'The file name must be at most 200 characters.',
    es: 'El nombre del archivo debe tener como máximo 200 caracteres.',
  },
  'validation.upload.decision': {
    en: 'Choose Accepted, Rejected or Partially rejected.',
    es: 'Elija Aceptado, Rechazado o Rechazado parcialmente.',
  },
  'validation.upload.rejectReason': {
    en: 'Choose the reason the document is rejected.',
    es: 'Elija el motivo por el que se rechaza el documento.',
  },
  'validation.upload.commentTooLong': {
    en: 'Use at most 500 characters for the comment.',
    es: 'Use como máximo 500 caracteres para el comentario.',
  },
  'validation.caseNote.tooLong': {
    en: 'Use at most 2,000 characters for the note.',
    es: 'Use como máximo 2.000 caracteres para la nota.',
  },
  'validation.upload.nothingToSubmit': {
    en: 'Upload at least one document before you submit.',
    es: 'Suba al menos un documento antes de enviar.',
  },
  'validation.name.tooLong': {
    en: 'Use at most 120 characters for the name.',
    es: 'Use como máximo 120 caracteres para el nombre.',
  },
  'validation.passkeyName.tooLong': {
    en: 'Use at most 60 characters for the name of the passkey.',
    es: 'Use como máximo 60 caracteres para el nombre de la llave de acceso.',
  },
  'validation.name.taken': {
    en: 'That name is already used. Enter another name.',
    es: 'Ese nombre ya se usa. Escriba otro nombre.',
  },
  'validation.county.invalid': {
    en: 'Enter the county code as 3 digits, such as 001.',
    es: 'Escriba el código del condado con 3 dígitos, por ejemplo 001.',
  },
  'validation.account.unknown': {
    en: 'No portal account has that username. Check the username and try again.',
    es: 'Ninguna cuenta del portal tiene ese nombre de usuario. Revíselo y vuelva a intentarlo.',
  },
  'validation.account.staff': {
    en: 'That is a staff account. Enter the username of a portal account that is not staff.',
    es: 'Esa es una cuenta del personal. Escriba el nombre de usuario de una cuenta del portal que no sea del personal.',
  },
  'validation.account.organisation': {
    en: 'That account already acts for an organisation.',
    es: 'Esa cuenta ya actúa en nombre de una organización.',
  },
  'validation.account.provider': {
    en: 'That account is staff of a provider facility. Enter another account.',
    es: 'Esa cuenta es personal de un centro proveedor. Escriba otra cuenta.',
  },
  'validation.provider.notAllowed': {
    en: 'The facility is not allowed to do this. Allow it for the facility first.',
    es: 'El centro no tiene permiso para esto. Primero permítalo para el centro.',
  },
  'validation.household.tooLong': {
    en: 'Use at most 80 characters for the household.',
    es: 'Use como máximo 80 caracteres para el hogar.',
  },
  'validation.codeTable.name': {
    en: 'That is not a valid code table name.',
    es: 'Ese no es un nombre de tabla de códigos válido.',
  },
  'validation.holiday.past': {
    en: 'A holiday on or before today has already counted for deadlines, so it cannot be changed or removed. Choose a day after today.',
    es: 'Un día festivo de hoy o anterior ya contó para los plazos, así que no se puede cambiar ni quitar. Elija un día posterior a hoy.',
  },
  'validation.holiday.taken': {
    en: 'That day is already a holiday.',
    es: 'Ese día ya es festivo.',
  },
  'validation.queue.search': {
    en: 'Search with at most 100 characters: a name, a case number or an application reference.',
    es: 'Busque con 100 caracteres como máximo: un nombre, un número de caso o una referencia de solicitud.',
  },
  'validation.queue.page': {
    en: 'Choose a page number of 1 or more.',
    es: 'Elija un número de página de 1 o más.',
  },
  'validation.queue.choice': {
    en: 'Choose one of the values in the list.',
    es: 'Elija uno de los valores de la lista.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, key);
}
