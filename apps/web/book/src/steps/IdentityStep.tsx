import { useState } from 'preact/hooks';
import { api, ApiError } from '../api';
import { solveChallenge } from '../altcha';
import { useWidget } from '../context';
import { describedBy, ErrorMessage, Field, StepFrame } from '../ui';
import type { StepProps } from './stepProps';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'ERR_GENERIC');

/** The proof of work of a public call (null when the shop's server offers no challenge: the server then decides). */
export async function proofOfWork(slug: string): Promise<string | null> {
  try {
    return await solveChallenge(await api.challenge(slug));
  } catch {
    return null;
  }
}

export function IdentityStep({ draft, update, next, back }: StepProps) {
  const { shop, t } = useWidget();
  const [tried, setTried] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [codeEmail, setCodeEmail] = useState(draft.email);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const nameError = tried && !draft.fullname.trim() ? t('identity.fullnameRequired') : null;
  const contactError = tried && !draft.email.trim() && !draft.mobile.trim() ? t('identity.contactRequired') : null;

  const submit = () => {
    setTried(true);
    if (draft.fullname.trim() && (draft.email.trim() || draft.mobile.trim())) next();
  };

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.requestCode(shop.slug, codeEmail.trim(), await proofOfWork(shop.slug));
      setSentTo(codeEmail.trim());
    } catch (e) {
      setError(codeOf(e));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!sentTo) return;
    setBusy(true);
    setError(null);
    try {
      const found = await api.verifyCode(shop.slug, sentTo, code.trim());
      update({
        identity: found.identity,
        verifiedEmail: sentTo,
        email: sentTo,
        // Not the mobile: the server shows it masked (its last digits only); the identity links the customer anyway.
        fullname: found.customer?.fullname ?? draft.fullname,
        vehicles: found.vehicles,
        vehicleKind: found.vehicles.length ? 'mine' : draft.vehicleKind,
        mechUuid: found.vehicles.length === 1 ? found.vehicles[0]!.uuid : draft.mechUuid,
      });
      setCodeOpen(false);
    } catch (e) {
      setError(codeOf(e));
    } finally {
      setBusy(false);
    }
  };

  const verified = draft.identity && draft.verifiedEmail === draft.email;
  return (
    <StepFrame
      title={t('step.identity')}
      onBack={back}
      footer={
        <button type="button" onClick={submit}>
          {t('next')}
        </button>
      }
    >
      {verified && (
        <p class="success" role="status">
          {draft.fullname ? t('identity.verified', { name: draft.fullname }) : t('identity.verifiedNew')}
        </p>
      )}
      <Field id="fullname" label={t('identity.fullname')} error={nameError}>
        <input
          id="fullname"
          autocomplete="name"
          maxLength={120}
          value={draft.fullname}
          aria-invalid={!!nameError}
          aria-describedby={describedBy('fullname', null, nameError)}
          onInput={(e) => update({ fullname: e.currentTarget.value })}
        />
      </Field>
      <p class="hint" id="contact-hint">
        {t('identity.contactHint')}
      </p>
      <Field id="email" label={t('identity.email')}>
        <input
          id="email"
          type="email"
          autocomplete="email"
          maxLength={254}
          value={draft.email}
          aria-describedby="contact-hint"
          onInput={(e) => update({ email: e.currentTarget.value })}
        />
      </Field>
      <Field id="mobile" label={t('identity.mobile')} error={contactError}>
        <input
          id="mobile"
          type="tel"
          autocomplete="tel"
          maxLength={30}
          value={draft.mobile}
          aria-invalid={!!contactError}
          aria-describedby={describedBy('mobile', null, contactError) ?? 'contact-hint'}
          onInput={(e) => update({ mobile: e.currentTarget.value })}
        />
      </Field>
      {/* Honeypot: off-screen, out of the tab order and of the accessibility tree. */}
      <div class="trap" aria-hidden="true">
        <label for="website">{t('identity.website')}</label>
        <input id="website" name="website" tabIndex={-1} autocomplete="off" value={draft.website} onInput={(e) => update({ website: e.currentTarget.value })} />
      </div>
      {!verified && (
        <div class="box">
          <button type="button" class="link" aria-expanded={codeOpen} onClick={() => (setCodeOpen(!codeOpen), codeEmail || setCodeEmail(draft.email))}>
            {t('identity.existing')}
          </button>
          {codeOpen && (
            <div>
              <Field id="code-email" label={t('identity.email')}>
                <input id="code-email" type="email" autocomplete="email" value={codeEmail} onInput={(e) => setCodeEmail(e.currentTarget.value)} />
              </Field>
              <button type="button" class="secondary" disabled={busy || !codeEmail.includes('@')} onClick={sendCode}>
                {busy && !sentTo ? t('identity.sending') : t('identity.sendCode')}
              </button>
              {sentTo && (
                <>
                  <p class="hint" role="status">
                    {t('identity.codeSent', { email: sentTo })}
                  </p>
                  <Field id="code" label={t('identity.code')}>
                    <input
                      id="code"
                      inputMode="numeric"
                      autocomplete="one-time-code"
                      pattern="[0-9]*"
                      maxLength={6}
                      value={code}
                      onInput={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
                    />
                  </Field>
                  <button type="button" disabled={busy || code.length !== 6} onClick={verify}>
                    {t('identity.verify')}
                  </button>
                </>
              )}
            </div>
          )}
        </div>
      )}
      {error && <ErrorMessage code={error} />}
    </StepFrame>
  );
}
