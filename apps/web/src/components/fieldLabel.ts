/**
 * The words that name a form field on the page, as a person reads them: the question of a
 * group of choices (its legend), else the field's own label, without the "(required)" mark or
 * hints. The error summary uses it so every entry says which field it is about, whatever the
 * form passed; the browser suite checks every summary it meets the same way.
 */
export function fieldLabelText(doc: Document, fieldId: string): string | null {
  const field = doc.getElementById(fieldId);
  if (!field) return null;
  const choice = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
  const legend = field.closest('fieldset')?.querySelector('legend');
  const labelledBy = field.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  const named =
    (choice && legend) ||
    (labelledBy ? doc.getElementById(labelledBy) : null) ||
    ('labels' in field && (field as HTMLInputElement).labels?.[0]) ||
    legend;
  if (!named) return null;
  const copy = named.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.text-secondary-dark, .usa-hint, .usa-sr-only').forEach((n) => n.remove());
  const text = copy.textContent?.replace(/\s+/g, ' ').trim();
  return text || null;
}
