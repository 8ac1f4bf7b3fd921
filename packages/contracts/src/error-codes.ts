/** Error codes the server sends; the client shows its own translated text for each. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CSRF',
  'THROTTLED',
  'INVALID_CREDENTIALS',
  'USERNAME_TAKEN',
  'SESSION_EXPIRED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UPLOAD_QUOTA',
  'UPLOAD_BUSY',
  'UPLOAD_TOO_SLOW',
  'INTERNAL',
  'APPLICATION_PENDING',
  'ENERGY_IN_PROGRESS',
  'WITHDRAWAL_NOT_ALLOWED',
  'DISASTER_NOT_ACTIVE',
  'MFA_LOCKED',
  'MFA_NEWBORN_LOCKED',
  'MFA_EXPIRED',
  'REAUTH_REQUIRED',
  'CONTACT_CHANGE_EXPIRED',
  'RECOVERY_EXPIRED',
  'PASSKEY_REFUSED',
  'PASSKEY_NOT_SAVED',
  'PASSKEY_REQUIRED',
  'PASSKEY_SETUP_REQUIRED',
  'LAST_PASSKEY',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Server-side wording of each code, in both languages, so a message in a response is already translated. */
export const ERROR_MESSAGES: Record<ErrorCode, { en: string; es: string }> = {
  BAD_REQUEST: {
    en: 'The request could not be understood.',
    es: 'No se pudo entender la solicitud.',
  },
  VALIDATION: {
    en: 'There are one or more errors on this page.',
    es: 'Hay uno o más errores en esta página.',
  },
  UNAUTHENTICATED: {
    en: 'Please log in to continue.',
    es: 'Inicie sesión para continuar.',
  },
  FORBIDDEN: {
    en: 'You cannot view this content.',
    es: 'No puede ver este contenido.',
  },
  NOT_FOUND: {
    en: 'We could not find what you asked for.',
    es: 'No pudimos encontrar lo que buscaba.',
  },
  CSRF: {
    en: 'Your page is out of date. Reload the page and try again.',
    es: 'Su página no está actualizada. Vuelva a cargar la página e inténtelo de nuevo.',
  },
  THROTTLED: {
    en: 'Too many attempts. Wait a few minutes and try again.',
    es: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  },
  INVALID_CREDENTIALS: {
    en: 'The username or password is not correct.',
    es: 'El nombre de usuario o la contraseña no son correctos.',
  },
  USERNAME_TAKEN: {
    en: 'That username is already in use. Choose another.',
    es: 'Ese nombre de usuario ya está en uso. Elija otro.',
  },
  SESSION_EXPIRED: {
    en: 'Your session has ended. Please log in again.',
    es: 'Su sesión terminó. Vuelva a iniciar sesión.',
  },
  CONFLICT: {
    en: 'This was changed by someone else. Reload and try again.',
    es: 'Otra persona cambió esto. Vuelva a cargar e inténtelo de nuevo.',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'What you sent is too large.',
    es: 'Lo que envió es demasiado grande.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'What you sent is not in a form this service accepts.',
    es: 'Lo que envió no está en un formato que este servicio acepte.',
  },
  UPLOAD_QUOTA: {
    en: 'You have uploaded as much as one account can in a day. Try again tomorrow.',
    es: 'Ya subió todo lo que una cuenta puede subir en un día. Inténtelo de nuevo mañana.',
  },
  UPLOAD_BUSY: {
    en: 'Other files from your account or connection are still uploading. Wait until they finish, then try again.',
    es: 'Todavía se están subiendo otros archivos desde su cuenta o su conexión. Espere a que terminen y vuelva a intentarlo.',
  },
  UPLOAD_TOO_SLOW: {
    en: 'The file was arriving too slowly, so the upload was stopped and nothing was kept. Try again on a stronger connection.',
    es: 'El archivo llegaba demasiado despacio, por eso se detuvo la carga y no se guardó nada. Vuelva a intentarlo con una conexión más fuerte.',
  },
  APPLICATION_PENDING: {
    en: 'You already have an application waiting for a decision for this program. You cannot apply for it again until it is decided.',
    es: 'Ya tiene una solicitud en espera de decisión para este programa. No puede volver a solicitarlo hasta que se decida.',
  },
  ENERGY_IN_PROGRESS: {
    en: 'You already have an energy assistance application in progress. Complete or delete it first.',
    es: 'Ya tiene una solicitud de asistencia de energía en curso. Primero complétela o elimínela.',
  },
  WITHDRAWAL_NOT_ALLOWED: {
    en: 'This application cannot be withdrawn by you.',
    es: 'Usted no puede retirar esta solicitud.',
  },
  MFA_LOCKED: {
    en: 'Your account is locked for 30 minutes because of repeated incorrect security codes. Try again after that.',
    es: 'Su cuenta está bloqueada durante 30 minutos por varios códigos de seguridad incorrectos. Inténtelo de nuevo después.',
  },
  MFA_NEWBORN_LOCKED: {
    en: 'Your provider account is locked for 30 minutes because of repeated incorrect security codes.',
    es: 'Su cuenta de proveedor está bloqueada durante 30 minutos por varios códigos de seguridad incorrectos.',
  },
  MFA_EXPIRED: {
    en: 'The login process has expired. Close this window and start again.',
    es: 'El proceso de inicio de sesión venció. Cierre esta ventana y comience de nuevo.',
  },
  REAUTH_REQUIRED: {
    en: 'For your security, log in again before you change your contact information.',
    es: 'Por su seguridad, vuelva a iniciar sesión antes de cambiar su información de contacto.',
  },
  CONTACT_CHANGE_EXPIRED: {
    en: 'This change has expired or was already confirmed. Start the change again.',
    es: 'Este cambio venció o ya fue confirmado. Comience el cambio de nuevo.',
  },
  RECOVERY_EXPIRED: {
    en: 'This password reset has expired or was already used. Start again.',
    es: 'Este restablecimiento de contraseña venció o ya se usó. Comience de nuevo.',
  },
  PASSKEY_REFUSED: {
    en: 'This passkey was not accepted. Try again, or log in with your username and password.',
    es: 'No se aceptó esta llave de acceso. Inténtelo de nuevo o inicie sesión con su nombre de usuario y contraseña.',
  },
  PASSKEY_REQUIRED: {
    en: 'Staff and provider accounts log in with a passkey. Choose "Sign in with a passkey". If you lost your device, ask an administrator to reset your passkeys.',
    es: 'Las cuentas del personal y de los proveedores inician sesión con una llave de acceso. Elija "Entrar con una llave de acceso". Si perdió su dispositivo, pida a un administrador que restablezca sus llaves de acceso.',
  },
  PASSKEY_SETUP_REQUIRED: {
    en: 'Add a passkey to your account before you continue: staff and provider accounts log in with one.',
    es: 'Agregue una llave de acceso a su cuenta antes de continuar: las cuentas del personal y de los proveedores inician sesión con una.',
  },
  LAST_PASSKEY: {
    en: 'This is your only passkey, and staff and provider accounts must keep one. Add another passkey first, then remove this one.',
    es: 'Esta es su única llave de acceso, y las cuentas del personal y de los proveedores deben conservar una. Primero agregue otra llave de acceso y luego quite esta.',
  },
  PASSKEY_NOT_SAVED: {
    en: 'The passkey could not be saved. Start again with "Add a passkey".',
    es: 'No se pudo guardar la llave de acceso. Comience de nuevo con "Agregar una llave de acceso".',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is unavailable. Try again later.',
    es: 'El servicio no está disponible. Inténtelo de nuevo más tarde.',
  },
  DISASTER_NOT_ACTIVE: {
    en: 'Disaster food assistance pre-registration is not open now.',
    es: 'La preinscripción para asistencia alimentaria por desastre no está abierta ahora.',
  },
  INTERNAL: {
    en: 'Sorry... an error occurred. Try again later.',
    es: 'Lo sentimos... ocurrió un error. Inténtelo de nuevo más tarde.',
  },
};
