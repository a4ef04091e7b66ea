import { useState } from 'preact/hooks';
import { useWidget } from '../context';
import { bookingVehicle, VIN_BAD_CHAR, VIN_FORMAT, type Draft } from '../draft';
import { describedBy, ErrorMessage, Field, StepFrame } from '../ui';
import type { StepProps } from './stepProps';

export function VehicleStep({ draft, update, next, back }: StepProps) {
  const { t } = useWidget();
  const [tried, setTried] = useState(false);
  const mine = draft.vehicles;
  const kind = draft.vehicleKind === 'mine' && !mine.length ? 'vin' : draft.vehicleKind;
  const vinBad = VIN_BAD_CHAR.test(draft.vin) || (draft.vin.length === 17 && !VIN_FORMAT.test(draft.vin)) || (tried && !VIN_FORMAT.test(draft.vin));
  const vinState = vinBad ? t('vehicle.vinBad') : VIN_FORMAT.test(draft.vin) ? t('vehicle.vinOk') : t('vehicle.vinCount', { n: draft.vin.length });
  const submit = () => {
    setTried(true);
    if (bookingVehicle({ ...draft, vehicleKind: kind })) next();
  };
  const setKind = (vehicleKind: Draft['vehicleKind']) => update({ vehicleKind });
  const radio = (value: Draft['vehicleKind'], label: string) => (
    <label class="choice compact">
      <input type="radio" name="vehicle-kind" checked={kind === value} onChange={() => setKind(value)} />
      <span>{label}</span>
    </label>
  );

  return (
    <StepFrame
      title={t('step.vehicle')}
      onBack={back}
      footer={
        <button type="button" onClick={submit}>
          {t('next')}
        </button>
      }
    >
      {mine.length > 0 && (
        <fieldset class="choices">
          <legend class="hint">{t('vehicle.mine')}</legend>
          {mine.map((vehicle) => (
            <label class="choice" key={vehicle.uuid}>
              <input
                type="radio"
                name="vehicle"
                checked={kind === 'mine' && draft.mechUuid === vehicle.uuid}
                onChange={() => update({ vehicleKind: 'mine', mechUuid: vehicle.uuid })}
              />
              <span class="choice-body">
                <span class="choice-name">{vehicle.name}</span>
                {vehicle.license && <span class="choice-meta">{vehicle.license}</span>}
              </span>
            </label>
          ))}
          <label class="choice">
            <input type="radio" name="vehicle" checked={kind !== 'mine'} onChange={() => setKind('vin')} />
            <span class="choice-body">
              <span class="choice-name">{t('vehicle.other')}</span>
            </span>
          </label>
        </fieldset>
      )}
      {kind !== 'mine' && (
        <>
          <fieldset class="choices row">
            <legend class="sr-only">{t('vehicle.how')}</legend>
            {radio('vin', t('vehicle.byVin'))}
            {radio('model', t('vehicle.byModel'))}
          </fieldset>
          {kind === 'vin' ? (
            <Field id="vin" label={t('vehicle.vin')} hint={vinState}>
              <input
                id="vin"
                class="mono"
                autocomplete="off"
                autocapitalize="characters"
                spellcheck={false}
                maxLength={17}
                value={draft.vin}
                aria-invalid={vinBad}
                aria-describedby={describedBy('vin', vinState, null)}
                onInput={(e) => update({ vin: e.currentTarget.value.toUpperCase().replace(/\s/g, '') })}
              />
            </Field>
          ) : (
            <div class="grid2">
              <Field id="make" label={t('vehicle.make')}>
                <input id="make" maxLength={80} value={draft.make} aria-invalid={tried && !draft.make.trim()} onInput={(e) => update({ make: e.currentTarget.value })} />
              </Field>
              <Field id="model" label={t('vehicle.model')}>
                <input
                  id="model"
                  maxLength={80}
                  value={draft.model}
                  aria-invalid={tried && !draft.model.trim()}
                  onInput={(e) => update({ model: e.currentTarget.value })}
                />
              </Field>
              <Field id="year" label={t('vehicle.year')}>
                <input id="year" inputMode="numeric" maxLength={4} value={draft.year} onInput={(e) => update({ year: e.currentTarget.value.replace(/\D/g, '') })} />
              </Field>
            </div>
          )}
          <Field id="license" label={t('vehicle.license')}>
            <input id="license" maxLength={20} autocapitalize="characters" value={draft.license} onInput={(e) => update({ license: e.currentTarget.value })} />
          </Field>
        </>
      )}
      {tried && !bookingVehicle({ ...draft, vehicleKind: kind }) && <ErrorMessage text={t('vehicle.required')} />}
    </StepFrame>
  );
}
