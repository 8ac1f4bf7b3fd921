import { useState, type FormEvent } from 'react';
import type { Passkey } from '@portal/contracts';
import { PASSKEY_NAME_MAX } from '@portal/contracts/passkeys-api';
import { ActionResult } from '../../components/ActionResult';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useApiFieldErrors, useErrorText } from '../../components/apiErrors';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { Loading } from '../../components/Loading';
import { CallError } from '../../components/CallError';
import { PasskeyCeremonyError, passkeyMessages } from '../../components/passkeys';
import { TextField } from '../../components/TextField';
import { useIntl, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './queries';
import { useReauthRedirect } from './useReauth';

const messages = defineMessages({
  ...passkeyMessages,
  'passkeys.heading': { en: 'Passkeys', es: 'Llaves de acceso' },
  'passkeys.intro': {
    en: 'A passkey lets you log in with your face, fingerprint or screen lock instead of your password and security code. It works only on this website, so a fake website cannot use it.',
    es: 'Una llave de acceso le permite iniciar sesión con su cara, su huella digital o el bloqueo de pantalla en lugar de su contraseña y código de seguridad. Solo funciona en este sitio web, así que un sitio web falso no puede usarla.',
  },
  'passkeys.none': { en: 'You have no passkeys yet.', es: 'Todavía no tiene llaves de acceso.' },
  'passkeys.listLabel': { en: 'Your passkeys', es: 'Sus llaves de acceso' },
  'passkeys.created': { en: 'Added {date}', es: 'Agregada el {date}' },
  'passkeys.lastUsed': { en: 'Last used {date}', es: 'Último uso: {date}' },
  'passkeys.neverUsed': { en: 'Not used yet', es: 'Sin usar todavía' },
  'passkeys.rename': { en: 'Rename', es: 'Cambiar nombre' },
  'passkeys.renameOf': { en: 'Rename {name}', es: 'Cambiar nombre: {name}' },
  'passkeys.remove': { en: 'Remove', es: 'Quitar' },
  'passkeys.removeOf': { en: 'Remove {name}', es: 'Quitar {name}' },
  'passkeys.newName': { en: 'New name for {name}', es: 'Nombre nuevo para {name}' },
  'passkeys.save': { en: 'Save name', es: 'Guardar nombre' },
  'passkeys.cancel': { en: 'Cancel', es: 'Cancelar' },
  'passkeys.addHeading': { en: 'Add a passkey', es: 'Agregar una llave de acceso' },
  'passkeys.name': { en: 'Name of the passkey', es: 'Nombre de la llave de acceso' },
  'passkeys.nameHint': {
    en: 'So you can tell your passkeys apart, for example "My phone". At most {max} characters.',
    es: 'Para distinguir sus llaves de acceso, por ejemplo "Mi teléfono". Como máximo {max} caracteres.',
  },
  'passkeys.required': { en: '(required)', es: '(obligatorio)' },
  'passkeys.add': { en: 'Add a passkey', es: 'Agregar una llave de acceso' },
  'passkeys.adding': {
    en: 'Follow the steps on your device…',
    es: 'Siga los pasos en su dispositivo…',
  },
  'passkeys.added': {
    en: 'The passkey "{name}" was added. Next time, choose "Sign in with a passkey".',
    es: 'Se agregó la llave de acceso "{name}". La próxima vez, elija "Entrar con una llave de acceso".',
  },
  'passkeys.renamed': { en: 'The passkey is now called "{name}".', es: 'La llave de acceso ahora se llama "{name}".' },
  'passkeys.removed': {
    en: 'The passkey "{name}" was removed. It can no longer be used to log in.',
    es: 'Se quitó la llave de acceso "{name}". Ya no se puede usar para iniciar sesión.',
  },
  'passkeys.confirmTitle': { en: 'Remove this passkey?', es: '¿Quitar esta llave de acceso?' },
  'passkeys.confirmText': {
    en: 'After you remove "{name}", it can no longer be used to log in to your account. You can still log in with another passkey, or with your password unless you are staff or a provider.',
    es: 'Después de quitar "{name}", ya no se podrá usar para iniciar sesión en su cuenta. Todavía puede iniciar sesión con otra llave de acceso, o con su contraseña si no es personal ni proveedor.',
  },
  'passkeys.confirm': { en: 'Remove passkey', es: 'Quitar llave de acceso' },
});

type Msg = keyof typeof messages;

/** The Passkeys part of Account Settings (ADR 0131): list, add, rename, remove. */
export function PasskeysSection() {
  const t = useT(messages);
  const intl = useIntl();
  const list = usePasskeys();
  const remove = useRemovePasskey();
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });

  return (
    <section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">{t('passkeys.heading')}</h2>
      <p>{t('passkeys.intro')}</p>
      <ActionResult done={done} failed={null} />
      {remove.isError && <CallError error={remove.error} />}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <CallError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.passkeys.length === 0 ? (
        <p>{t('passkeys.none')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled" aria-label={t('passkeys.listLabel')}>
          {list.data.passkeys.map((p) => (
            <li key={p.passkeyId} className="border-bottom border-base-lighter padding-y-2">
              <h3 className="margin-y-0">{p.name}</h3>
              <p className="margin-y-1">
                {t('passkeys.created', { date: day(p.createdAt) })}.{' '}
                {p.lastUsedAt ? t('passkeys.lastUsed', { date: day(p.lastUsedAt) }) : t('passkeys.neverUsed')}.
              </p>
              {editing === p.passkeyId ? (
                <RenameForm
                  passkey={p}
                  onDone={(name) => {
                    setEditing(null);
                    if (name) setDone(t('passkeys.renamed', { name }));
                  }}
                />
              ) : (
                <ul className="usa-button-group">
                  <li className="usa-button-group__item">
                    <button
                      type="button"
                      className="usa-button usa-button--outline"
                      aria-label={t('passkeys.renameOf', { name: p.name })}
                      onClick={() => {
                        setDone(null);
                        setEditing(p.passkeyId);
                      }}
                    >
                      {t('passkeys.rename')}
                    </button>
                  </li>
                  <li className="usa-button-group__item">
                    <button
                      type="button"
                      className="usa-button usa-button--secondary"
                      aria-label={t('passkeys.removeOf', { name: p.name })}
                      onClick={() => {
                        setDone(null);
                        remove.reset();
                        setRemoving(p);
                      }}
                    >
                      {t('passkeys.remove')}
                    </button>
                  </li>
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('passkeys.confirmTitle')}
        confirmLabel={t('passkeys.confirm')}
        cancelLabel={t('passkeys.cancel')}
        destructive
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { passkeyId, name } = removing;
          remove.mutate(passkeyId, {
            onSuccess: () => setDone(t('passkeys.removed', { name })),
            onSettled: () => setRemoving(null),
          });
        }}
      >
        <p>{t('passkeys.confirmText', { name: removing?.name ?? '' })}</p>
      </ConfirmDialog>
      <AddPasskeyForm onAdded={(name) => setDone(t('passkeys.added', { name }))} />
    </section>
  );
}

/** Checks a passkey's name as the server will: required, one line, at most PASSKEY_NAME_MAX characters. */
function nameProblem(name: string): string | null {
  if (!name.trim()) return 'validation.required';
  if (name.trim().length > PASSKEY_NAME_MAX) return 'validation.passkeyName.tooLong';
  return null;
}

/** The form that adds a passkey (its name, then the device's ceremony); also the staff's first (ADR 0132). */
export function AddPasskeyForm({ onAdded }: { onAdded: (name: string) => void }) {
  const t = useT(messages);
  const errorText = useErrorText();
  const add = useAddPasskey();
  useReauthRedirect(add.error);
  const [name, setName] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const api = useApiFieldErrors(add.error instanceof PasskeyCeremonyError ? null : add.error);
  const nameError = local ?? api.fields.name;
  const summary: FieldError[] = nameError ? [{ fieldId: 'passkeyName', message: nameError }] : [];
  const problem =
    add.error instanceof PasskeyCeremonyError
      ? t(`passkey.${add.error.problem}` as Msg)
      : nameError
        ? null
        : api.general;

  function submit(e: FormEvent) {
    e.preventDefault();
    const issue = nameProblem(name);
    setLocal(issue ? errorText(issue) : null);
    add.reset();
    if (issue) return;
    add.mutate(name.trim(), {
      onSuccess: (saved) => {
        setName('');
        onAdded(saved.name);
      },
    });
  }

  return (
    <>
      <h3>{t('passkeys.addHeading')}</h3>
      <ErrorSummary errors={summary} />
      {problem && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{problem}</p>
          </div>
        </div>
      )}
      <form className="usa-form" onSubmit={submit} noValidate>
        <TextField
          id="passkeyName"
          label={t('passkeys.name')}
          hint={t('passkeys.nameHint', { max: PASSKEY_NAME_MAX })}
          requiredMark={t('passkeys.required')}
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="usa-button margin-top-2" disabled={add.isPending}>
          {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
        </button>
      </form>
    </>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: (name: string | null) => void }) {
  const t = useT(messages);
  const errorText = useErrorText();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [local, setLocal] = useState<string | null>(null);
  const api = useApiFieldErrors(rename.error);
  const fieldId = `rename-${passkey.passkeyId}`;
  const nameError = local ?? api.fields.name ?? api.general ?? undefined;
  const summary: FieldError[] = nameError ? [{ fieldId, message: nameError }] : [];

  function submit(e: FormEvent) {
    e.preventDefault();
    const issue = nameProblem(name);
    setLocal(issue ? errorText(issue) : null);
    rename.reset();
    if (issue) return;
    rename.mutate({ passkeyId: passkey.passkeyId, name: name.trim() }, { onSuccess: (saved) => onDone(saved.name) });
  }

  return (
    <>
      <ErrorSummary errors={summary} />
      <form className="usa-form" onSubmit={submit} noValidate>
        <TextField
          id={fieldId}
          label={t('passkeys.newName', { name: passkey.name })}
          requiredMark={t('passkeys.required')}
          autoComplete="off"
          // The field appears where the button was: the cursor goes to it.
          autoFocus
          value={name}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
        />
        <ul className="usa-button-group margin-top-2">
          <li className="usa-button-group__item">
            <button type="submit" className="usa-button" disabled={rename.isPending}>
              {t('passkeys.save')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button type="button" className="usa-button usa-button--unstyled padding-105" onClick={() => onDone(null)}>
              {t('passkeys.cancel')}
            </button>
          </li>
        </ul>
      </form>
    </>
  );
}
