import { useState } from 'preact/hooks';
import { useWidget } from './context';
import { emptyDraft, type Draft } from './draft';
import type { Key } from './i18n';
import { AddonsStep } from './steps/AddonsStep';
import { DateTimeStep } from './steps/DateTimeStep';
import { DoneStep } from './steps/DoneStep';
import { IdentityStep } from './steps/IdentityStep';
import { ReviewStep, type Booked, type Section } from './steps/ReviewStep';
import { ServicesStep } from './steps/ServicesStep';
import { VehicleStep } from './steps/VehicleStep';

/** The seven steps of workshop §2, in order. */
const STEPS = ['services', 'identity', 'datetime', 'vehicle', 'addons', 'review', 'done'] as const;
type Step = (typeof STEPS)[number];

/** The progress bar: "Step 3 of 7 · Date and time", each step a segment. */
function Progress({ step }: { step: Step }) {
  const { t } = useWidget();
  const n = STEPS.indexOf(step) + 1;
  return (
    <div class="progress">
      <p>
        {t('progress', { n, total: STEPS.length })} · {t(`step.${step}` as Key)}
      </p>
      <ol aria-hidden="true">
        {STEPS.map((s, i) => (
          <li key={s} class={i < n ? 'on' : ''} />
        ))}
      </ol>
    </div>
  );
}

export function BookingFlow({ lang }: { lang: 'fr' | 'en' }) {
  const { shop } = useWidget();
  const [step, setStep] = useState<Step>('services');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [booked, setBooked] = useState<Booked | null>(null);
  const hasAddons = shop.services.some((s) => s.addon);
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  // The add-ons step is skipped both ways when the shop offers none.
  const move = (by: 1 | -1) => {
    let i = STEPS.indexOf(step) + by;
    if (STEPS[i] === 'addons' && !hasAddons) i += by;
    setStep(STEPS[i]!);
  };
  const props = { draft, update, next: () => move(1), back: () => move(-1) };

  return (
    <>
      <Progress step={step} />
      {step === 'services' && <ServicesStep {...props} back={undefined} />}
      {step === 'identity' && <IdentityStep {...props} />}
      {step === 'datetime' && <DateTimeStep {...props} />}
      {step === 'vehicle' && <VehicleStep {...props} />}
      {step === 'addons' && <AddonsStep {...props} />}
      {step === 'review' && (
        <ReviewStep
          {...props}
          lang={lang}
          hasAddons={hasAddons}
          edit={(section: Section) => setStep(section)}
          onBooked={(result) => {
            setBooked(result);
            setStep('done');
          }}
        />
      )}
      {step === 'done' && booked && <DoneStep booked={booked} />}
    </>
  );
}
