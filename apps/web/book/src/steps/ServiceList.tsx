import type { PublicService } from '@atelier/contracts/booking';
import { useWidget } from '../context';
import { formatMinutes, formatPrice } from '../format';

/** The services to tick (first step: the main ones; fifth: the add-ons), each with its duration and price. */
export function ServiceList({ services, chosen, onChange, legend }: { services: PublicService[]; chosen: number[]; onChange: (ids: number[]) => void; legend: string }) {
  const { shop, lang, t } = useWidget();
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset class="choices">
      <legend class="hint">{legend}</legend>
      {services.map((service) => (
        <label class="choice" key={service.id}>
          <input type="checkbox" checked={chosen.includes(service.id)} onChange={(e) => toggle(service.id, e.currentTarget.checked)} />
          <span class="choice-body">
            <span class="choice-name">{service.name}</span>
            {service.description && <span class="choice-text">{service.description}</span>}
            <span class="choice-meta">
              {formatMinutes(service.minutes)} · {service.price === null ? t('onEstimate') : formatPrice(service.price, shop.currency, lang)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
