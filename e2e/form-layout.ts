import { expect, type Locator } from '@playwright/test';

// How a form of the kit is laid out, as a guest or a receptionist sees it: the field's label
// above it, the field across the form (its content box, within a pixel or two of rounding) and
// tall enough to hit with a finger. A page that lost the kit's stylesheet draws a label beside a
// small browser-default field, and fails here.

/** The field labelled `label` in `form` sits under its label, spans the form and is at least 40 px tall. */
export async function expectLabelAboveSpanningField(form: Locator, label: string): Promise<void> {
  const field = form.getByLabel(label, { exact: true });
  await expect(field).toBeVisible();
  const id = await field.getAttribute('id');
  expect(id, `the ${label} field has an id its label points at`).toBeTruthy();
  const labelBox = await form.locator(`label[for="${id}"]`).boundingBox();
  const fieldBox = await field.boundingBox();
  const content = await form.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    return { left, width: right - left };
  });
  expect(labelBox, `the ${label} label is shown`).not.toBeNull();
  expect(fieldBox).not.toBeNull();
  // Above the field, not beside it, and starting where it starts.
  expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(fieldBox!.y + 1);
  expect(Math.abs(labelBox!.x - fieldBox!.x)).toBeLessThanOrEqual(2);
  // Across the form.
  expect(Math.abs(fieldBox!.x - content.left)).toBeLessThanOrEqual(2);
  expect(fieldBox!.width).toBeGreaterThanOrEqual(content.width - 2);
  expect(fieldBox!.height).toBeGreaterThanOrEqual(40);
}
