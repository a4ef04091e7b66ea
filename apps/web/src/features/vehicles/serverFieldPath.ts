/**
 * The form input a server error detail is about (guide §4: "server field errors shown on the
 * field"). The API names fields by their path in the body (`mech.metric.license`,
 * `entries.2.name`); field values by their index in what was sent (`sentFieldIds`). Null when no
 * input shows that field: the error then goes in the alert above the form.
 */
export function serverFieldPath(field: string, sentFieldIds: number[] = []): string | null {
  const path = field.replace(/^mech\./, '');
  const entry = /^entries\.(\d+)(?:\.(\w+))?/.exec(path);
  if (entry) {
    const [, index, name = 'name'] = entry;
    // Workshop §5: "A server title error (param 'title') is shown on the entry's name field."
    const input = name === 'title' ? 'name' : name;
    return ['name', 'content', 'type', 'value_measured', 'price'].includes(input) ? `entries.${index}.${input}` : `entries.${index}.name`;
  }
  const fieldValue = /^fieldValues\.(\d+)/.exec(path);
  if (fieldValue) {
    const id = sentFieldIds[Number(fieldValue[1])];
    return id === undefined ? null : `fieldValues.${id}`;
  }
  const head = path.split('.')[0];
  const direct: Record<string, string> = {
    serialNumber: 'serialNumber',
    modelYear: 'modelYear',
    make: 'make',
    model: 'model',
    type: 'typeId',
    customerUuid: 'customerUuid',
  };
  if (direct[head]) return direct[head];
  const metric: Record<string, string> = { license: 'license', unit: 'unit', mileage_in: 'mileage', engineHours: 'engineHours' };
  if (head === 'metric') return metric[path.split('.')[1] ?? ''] ?? null;
  return null;
}
