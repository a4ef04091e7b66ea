import { useState } from 'preact/hooks';
import { useWidget } from '../context';
import { ErrorMessage, StepFrame } from '../ui';
import { ServiceList } from './ServiceList';
import type { StepProps } from './stepProps';

export function ServicesStep({ draft, update, next }: StepProps) {
  const { shop, t } = useWidget();
  const [error, setError] = useState(false);
  const main = shop.services.filter((s) => !s.addon);
  const submit = () => {
    if (!draft.services.length) return setError(true);
    next();
  };
  return (
    <StepFrame
      title={t('step.services')}
      footer={
        <button type="button" onClick={submit}>
          {t('next')}
        </button>
      }
    >
      <ServiceList services={main} chosen={draft.services} legend={t('services.hint')} onChange={(services) => (setError(false), update({ services }))} />
      {error && <ErrorMessage text={t('services.required')} />}
    </StepFrame>
  );
}
