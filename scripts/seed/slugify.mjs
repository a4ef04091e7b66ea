// A shop's public booking address from its name (the widget lives at /book/{slug}).

/** 'Garage Tremblay & Fils' → 'garage-tremblay-fils': lowercase ASCII letters, digits and inner dashes, at most 60. */
export function slugify(name) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
