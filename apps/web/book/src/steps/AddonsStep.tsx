import { EVENT_NOTES_MAX } from '@atelier/contracts/booking-constants';
import { useWidget } from '../context';
import { Field, StepFrame } from '../ui';
import { ServiceList } from './ServiceList';
import type { StepProps } from './stepProps';

/** The notes for the shop: on the add-ons step, or on the review when the shop offers no add-on. */
export function NotesField({ draft, update }: Pick<StepProps, 'draft' | 'update'>) {
  const { t } = useWidget();
  return (
    <Field id="notes" label={t('addons.notes')}>
      <textarea id="notes" rows={3} maxLength={EVENT_NOTES_MAX} value={draft.notes} onInput={(e) => update({ notes: e.currentTarget.value })} />
    </Field>
  );
}

export function AddonsStep({ draft, update, next, back }: StepProps) {
  const { shop, t } = useWidget();
  return (
    <StepFrame
      title={t('step.addons')}
      onBack={back}
      footer={
        <button type="button" onClick={next}>
          {t('next')}
        </button>
      }
    >
      <ServiceList services={shop.services.filter((s) => s.addon)} chosen={draft.addons} legend={t('addons.hint')} onChange={(addons) => update({ addons })} />
      <NotesField draft={draft} update={update} />
    </StepFrame>
  );
}
